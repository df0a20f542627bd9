main corpus.values.intpill.Main.main
counter java.util.concurrent.ArrayBlockingQueue@Main.java:38.items cap 2 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.0 limit 10 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.other limit 10 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:38.room cap 2 init 2

proc corpus.values.intpill.Main.lambda$main$0[corpus.values.intpill.Main.main:39#10] {
  s1: call corpus.values.intpill.Main.sum[corpus.values.intpill.Main.lambda$main$0:39#1,corpus.values.intpill.Main.main:39#10] // at corpus.values.intpill.Main.lambda$main$0(Main.java:39)
}

proc corpus.values.intpill.Main.main {
  s10: fork corpus.values.intpill.Main.lambda$main$0[corpus.values.intpill.Main.main:39#10] java.lang.Thread@Main.java:39 // at corpus.values.intpill.Main.main(Main.java:40)
  s10_1: goto s15e2                      // at corpus.values.intpill.Main.main(Main.java:40)
  s21: join java.lang.Thread@Main.java:39 // at corpus.values.intpill.Main.main(Main.java:45)
  s21_1: goto exit                       // at corpus.values.intpill.Main.main(Main.java:45)
  s15e2: down java.util.concurrent.ArrayBlockingQueue@Main.java:38.room 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s15e2_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.other 1 else s15e2_1 // at corpus.values.intpill.Main.main(Main.java:42)
  s15e2_1: skip                          // at corpus.values.intpill.Main.main(Main.java:42)
  s15e2_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:38.items 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s26e4: down java.util.concurrent.ArrayBlockingQueue@Main.java:38.room 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s26e4_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.other 1 else s26e4_1 // at corpus.values.intpill.Main.main(Main.java:42)
  s26e4_1: skip                          // at corpus.values.intpill.Main.main(Main.java:42)
  s26e4_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:38.items 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s32e6: down java.util.concurrent.ArrayBlockingQueue@Main.java:38.room 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s32e6_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.other 1 else s32e6_1 // at corpus.values.intpill.Main.main(Main.java:42)
  s32e6_1: skip                          // at corpus.values.intpill.Main.main(Main.java:42)
  s32e6_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:38.items 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s38e8: down java.util.concurrent.ArrayBlockingQueue@Main.java:38.room 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s38e8_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.other 1 else s38e8_1 // at corpus.values.intpill.Main.main(Main.java:42)
  s38e8_1: skip                          // at corpus.values.intpill.Main.main(Main.java:42)
  s38e8_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:38.items 1 // at corpus.values.intpill.Main.main(Main.java:42)
  s20e10: down java.util.concurrent.ArrayBlockingQueue@Main.java:38.room 1 // at corpus.values.intpill.Main.main(Main.java:44)
  s20e10_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.0 1 else s20e10_1 // at corpus.values.intpill.Main.main(Main.java:44)
  s20e10_1: skip                         // at corpus.values.intpill.Main.main(Main.java:44)
  s20e10_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:38.items 1 // at corpus.values.intpill.Main.main(Main.java:44)
  s20e10_5: goto s21                     // at corpus.values.intpill.Main.main(Main.java:44)
}

proc corpus.values.intpill.Main.sum[corpus.values.intpill.Main.lambda$main$0:39#1,corpus.values.intpill.Main.main:39#10] {
  s2: down java.util.concurrent.ArrayBlockingQueue@Main.java:38.items 1 // at corpus.values.intpill.Main.sum(Main.java:25)
  s2_1: jump s2_2 s2_3                   // at corpus.values.intpill.Main.sum(Main.java:25)
  s2_2: trydown java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.0 1 else s2_3 // at corpus.values.intpill.Main.sum(Main.java:25)
  s2_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:38.room 1 // at corpus.values.intpill.Main.sum(Main.java:25)
  s2_5: goto s2                          // at corpus.values.intpill.Main.sum(Main.java:25)
  s2_3: trydown java.util.concurrent.ArrayBlockingQueue@Main.java:38.kind.other 1 else s2_2 // at corpus.values.intpill.Main.sum(Main.java:25)
  s2_6: up java.util.concurrent.ArrayBlockingQueue@Main.java:38.room 1 // at corpus.values.intpill.Main.sum(Main.java:25)
  s2_7: goto s5e10                       // at corpus.values.intpill.Main.sum(Main.java:25)
  s14: read java.lang.System.out         // at corpus.values.intpill.Main.sum(Main.java:31)
  s14_1: goto exit                       // at corpus.values.intpill.Main.sum(Main.java:31)
  s5e10: jump s14 s2                     // at corpus.values.intpill.Main.sum(Main.java:26)
}
