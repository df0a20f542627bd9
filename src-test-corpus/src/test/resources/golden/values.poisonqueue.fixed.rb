main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:36.items limit 5 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.corpus.values.poisonqueue.fixed.Main.POISON limit 13 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.other limit 13 init 0

proc corpus.values.poisonqueue.fixed.Main.<clinit> {
  s2: write corpus.values.poisonqueue.fixed.Main.POISON // at corpus.values.poisonqueue.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.values.poisonqueue.fixed.Main.consume[corpus.values.poisonqueue.fixed.Main.lambda$main$0:37#1,corpus.values.poisonqueue.fixed.Main.main:37#15] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:36.items 1 // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:24)
  s1_1: jump s1_2 s1_3                   // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:24)
  s1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.corpus.values.poisonqueue.fixed.Main.POISON 1 else s1_3 // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:24)
  s1_4: goto s2e1                        // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:24)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.other 1 else s1_2 // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:24)
  s1_5: goto s2e2                        // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:24)
  s2e1: read corpus.values.poisonqueue.fixed.Main.POISON // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:25)
  s4e1_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.corpus.values.poisonqueue.fixed.Main.POISON 1 else s4e1 // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:26)
  s4e1: skip                             // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:26)
  s4e1_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:36.items 1 // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:26)
  s4e1_4: goto exit                      // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:26)
  s2e2: read corpus.values.poisonqueue.fixed.Main.POISON // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:25)
  s2e2_1: goto s1                        // at corpus.values.poisonqueue.fixed.Main.consume(Main.java:25)
}

proc corpus.values.poisonqueue.fixed.Main.lambda$main$0[corpus.values.poisonqueue.fixed.Main.main:37#15] {
  s1: call corpus.values.poisonqueue.fixed.Main.consume[corpus.values.poisonqueue.fixed.Main.lambda$main$0:37#1,corpus.values.poisonqueue.fixed.Main.main:37#15] // at corpus.values.poisonqueue.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.values.poisonqueue.fixed.Main.lambda$main$1[corpus.values.poisonqueue.fixed.Main.main:38#16] {
  s1: call corpus.values.poisonqueue.fixed.Main.consume[corpus.values.poisonqueue.fixed.Main.lambda$main$0:37#1,corpus.values.poisonqueue.fixed.Main.main:37#15] // at corpus.values.poisonqueue.fixed.Main.lambda$main$1(Main.java:38)
}

proc corpus.values.poisonqueue.fixed.Main.main {
  s15: fork corpus.values.poisonqueue.fixed.Main.lambda$main$0[corpus.values.poisonqueue.fixed.Main.main:37#15] java.lang.Thread@Main.java:37 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:39)
  s16: fork corpus.values.poisonqueue.fixed.Main.lambda$main$1[corpus.values.poisonqueue.fixed.Main.main:38#16] java.lang.Thread@Main.java:38 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:40)
  s18_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.other 1 else s18 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:41)
  s18: skip                              // at corpus.values.poisonqueue.fixed.Main.main(Main.java:41)
  s18_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:36.items 1 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:41)
  s20_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.other 1 else s20 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:42)
  s20: skip                              // at corpus.values.poisonqueue.fixed.Main.main(Main.java:42)
  s20_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:36.items 1 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:42)
  s21: read corpus.values.poisonqueue.fixed.Main.POISON // at corpus.values.poisonqueue.fixed.Main.main(Main.java:43)
  s23_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:36.kind.corpus.values.poisonqueue.fixed.Main.POISON 1 else s23 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:43)
  s23: skip                              // at corpus.values.poisonqueue.fixed.Main.main(Main.java:43)
  s23_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:36.items 1 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:43)
  s24: join java.lang.Thread@Main.java:37 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:44)
  s25: join java.lang.Thread@Main.java:38 // at corpus.values.poisonqueue.fixed.Main.main(Main.java:45)
}

proc entry {
  init0: call corpus.values.poisonqueue.fixed.Main.<clinit> // at corpus.values.poisonqueue.fixed.Main.main(Main.java:36)
  main: call corpus.values.poisonqueue.fixed.Main.main // at corpus.values.poisonqueue.fixed.Main.main(Main.java:36)
}
