main entry
counter java.util.concurrent.ArrayBlockingQueue@Main.java:35.items cap 1 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.corpus.values.boundedpill.Main.POISON limit 9 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.other limit 9 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:35.room cap 1 init 1

proc corpus.values.boundedpill.Main.<clinit> {
  s2: write corpus.values.boundedpill.Main.POISON // at corpus.values.boundedpill.Main.<clinit>(Main.java:19)
}

proc corpus.values.boundedpill.Main.lambda$main$0[corpus.values.boundedpill.Main.main:36#10] {
  s1: call corpus.values.boundedpill.Main.work[corpus.values.boundedpill.Main.lambda$main$0:36#1,corpus.values.boundedpill.Main.main:36#10] // at corpus.values.boundedpill.Main.lambda$main$0(Main.java:36)
}

proc corpus.values.boundedpill.Main.main {
  s10: fork corpus.values.boundedpill.Main.lambda$main$0[corpus.values.boundedpill.Main.main:36#10] java.lang.Thread@Main.java:36 // at corpus.values.boundedpill.Main.main(Main.java:37)
  s12: down java.util.concurrent.ArrayBlockingQueue@Main.java:35.room 1 // at corpus.values.boundedpill.Main.main(Main.java:38)
  s12_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.other 1 else s12_1 // at corpus.values.boundedpill.Main.main(Main.java:38)
  s12_1: skip                            // at corpus.values.boundedpill.Main.main(Main.java:38)
  s12_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:35.items 1 // at corpus.values.boundedpill.Main.main(Main.java:38)
  s13: read corpus.values.boundedpill.Main.POISON // at corpus.values.boundedpill.Main.main(Main.java:39)
  s15: down java.util.concurrent.ArrayBlockingQueue@Main.java:35.room 1 // at corpus.values.boundedpill.Main.main(Main.java:39)
  s15_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.corpus.values.boundedpill.Main.POISON 1 else s15_1 // at corpus.values.boundedpill.Main.main(Main.java:39)
  s15_1: skip                            // at corpus.values.boundedpill.Main.main(Main.java:39)
  s15_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:35.items 1 // at corpus.values.boundedpill.Main.main(Main.java:39)
  s17: down java.util.concurrent.ArrayBlockingQueue@Main.java:35.room 1 // at corpus.values.boundedpill.Main.main(Main.java:40)
  s17_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.other 1 else s17_1 // at corpus.values.boundedpill.Main.main(Main.java:40)
  s17_1: skip                            // at corpus.values.boundedpill.Main.main(Main.java:40)
  s17_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:35.items 1 // at corpus.values.boundedpill.Main.main(Main.java:40)
  s19: down java.util.concurrent.ArrayBlockingQueue@Main.java:35.room 1 // at corpus.values.boundedpill.Main.main(Main.java:41)
  s19_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.other 1 else s19_1 // at corpus.values.boundedpill.Main.main(Main.java:41)
  s19_1: skip                            // at corpus.values.boundedpill.Main.main(Main.java:41)
  s19_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:35.items 1 // at corpus.values.boundedpill.Main.main(Main.java:41)
  s20: join java.lang.Thread@Main.java:36 // at corpus.values.boundedpill.Main.main(Main.java:42)
}

proc corpus.values.boundedpill.Main.work[corpus.values.boundedpill.Main.lambda$main$0:36#1,corpus.values.boundedpill.Main.main:36#10] {
  s1: down java.util.concurrent.ArrayBlockingQueue@Main.java:35.items 1 // at corpus.values.boundedpill.Main.work(Main.java:24)
  s1_1: jump s1_2 s1_3                   // at corpus.values.boundedpill.Main.work(Main.java:24)
  s1_2: trydown java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.corpus.values.boundedpill.Main.POISON 1 else s1_3 // at corpus.values.boundedpill.Main.work(Main.java:24)
  s1_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:35.room 1 // at corpus.values.boundedpill.Main.work(Main.java:24)
  s1_5: goto s2e1                        // at corpus.values.boundedpill.Main.work(Main.java:24)
  s1_3: trydown java.util.concurrent.ArrayBlockingQueue@Main.java:35.kind.other 1 else s1_2 // at corpus.values.boundedpill.Main.work(Main.java:24)
  s1_6: up java.util.concurrent.ArrayBlockingQueue@Main.java:35.room 1 // at corpus.values.boundedpill.Main.work(Main.java:24)
  s1_7: goto s2e2                        // at corpus.values.boundedpill.Main.work(Main.java:24)
  s2e1: read corpus.values.boundedpill.Main.POISON // at corpus.values.boundedpill.Main.work(Main.java:25)
  s2e1_1: goto exit                      // at corpus.values.boundedpill.Main.work(Main.java:25)
  s2e2: read corpus.values.boundedpill.Main.POISON // at corpus.values.boundedpill.Main.work(Main.java:25)
  s2e2_1: goto s1                        // at corpus.values.boundedpill.Main.work(Main.java:25)
}

proc entry {
  init0: call corpus.values.boundedpill.Main.<clinit> // at corpus.values.boundedpill.Main.main(Main.java:35)
  main: call corpus.values.boundedpill.Main.main // at corpus.values.boundedpill.Main.main(Main.java:35)
}
