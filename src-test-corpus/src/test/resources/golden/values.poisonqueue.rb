main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:35.items limit 3 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:35.kind.corpus.values.poisonqueue.Main.POISON limit 11 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:35.kind.other limit 11 init 0

proc corpus.values.poisonqueue.Main.<clinit> {
  s2: write corpus.values.poisonqueue.Main.POISON // at corpus.values.poisonqueue.Main.<clinit>(Main.java:19)
}

proc corpus.values.poisonqueue.Main.consume[corpus.values.poisonqueue.Main.lambda$main$0:36#1,corpus.values.poisonqueue.Main.main:36#15] {
  s1: down java.util.concurrent.LinkedBlockingQueue@Main.java:35.items 1 // at corpus.values.poisonqueue.Main.consume(Main.java:24)
  s1_1: jump s1_2 s1_3                   // at corpus.values.poisonqueue.Main.consume(Main.java:24)
  s1_2: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:35.kind.corpus.values.poisonqueue.Main.POISON 1 else s1_3 // at corpus.values.poisonqueue.Main.consume(Main.java:24)
  s1_4: goto s2e1                        // at corpus.values.poisonqueue.Main.consume(Main.java:24)
  s1_3: trydown java.util.concurrent.LinkedBlockingQueue@Main.java:35.kind.other 1 else s1_2 // at corpus.values.poisonqueue.Main.consume(Main.java:24)
  s1_5: goto s2e2                        // at corpus.values.poisonqueue.Main.consume(Main.java:24)
  s2e1: read corpus.values.poisonqueue.Main.POISON // at corpus.values.poisonqueue.Main.consume(Main.java:25)
  s2e1_1: goto exit                      // at corpus.values.poisonqueue.Main.consume(Main.java:25)
  s2e2: read corpus.values.poisonqueue.Main.POISON // at corpus.values.poisonqueue.Main.consume(Main.java:25)
  s2e2_1: goto s1                        // at corpus.values.poisonqueue.Main.consume(Main.java:25)
}

proc corpus.values.poisonqueue.Main.lambda$main$0[corpus.values.poisonqueue.Main.main:36#15] {
  s1: call corpus.values.poisonqueue.Main.consume[corpus.values.poisonqueue.Main.lambda$main$0:36#1,corpus.values.poisonqueue.Main.main:36#15] // at corpus.values.poisonqueue.Main.lambda$main$0(Main.java:36)
}

proc corpus.values.poisonqueue.Main.lambda$main$1[corpus.values.poisonqueue.Main.main:37#16] {
  s1: call corpus.values.poisonqueue.Main.consume[corpus.values.poisonqueue.Main.lambda$main$0:36#1,corpus.values.poisonqueue.Main.main:36#15] // at corpus.values.poisonqueue.Main.lambda$main$1(Main.java:37)
}

proc corpus.values.poisonqueue.Main.main {
  s15: fork corpus.values.poisonqueue.Main.lambda$main$0[corpus.values.poisonqueue.Main.main:36#15] java.lang.Thread@Main.java:36 // at corpus.values.poisonqueue.Main.main(Main.java:38)
  s16: fork corpus.values.poisonqueue.Main.lambda$main$1[corpus.values.poisonqueue.Main.main:37#16] java.lang.Thread@Main.java:37 // at corpus.values.poisonqueue.Main.main(Main.java:39)
  s18_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:35.kind.other 1 else s18 // at corpus.values.poisonqueue.Main.main(Main.java:40)
  s18: skip                              // at corpus.values.poisonqueue.Main.main(Main.java:40)
  s18_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:35.items 1 // at corpus.values.poisonqueue.Main.main(Main.java:40)
  s20_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:35.kind.other 1 else s20 // at corpus.values.poisonqueue.Main.main(Main.java:41)
  s20: skip                              // at corpus.values.poisonqueue.Main.main(Main.java:41)
  s20_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:35.items 1 // at corpus.values.poisonqueue.Main.main(Main.java:41)
  s21: read corpus.values.poisonqueue.Main.POISON // at corpus.values.poisonqueue.Main.main(Main.java:42)
  s23_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:35.kind.corpus.values.poisonqueue.Main.POISON 1 else s23 // at corpus.values.poisonqueue.Main.main(Main.java:42)
  s23: skip                              // at corpus.values.poisonqueue.Main.main(Main.java:42)
  s23_3: up java.util.concurrent.LinkedBlockingQueue@Main.java:35.items 1 // at corpus.values.poisonqueue.Main.main(Main.java:42)
  s24: join java.lang.Thread@Main.java:36 // at corpus.values.poisonqueue.Main.main(Main.java:43)
  s25: join java.lang.Thread@Main.java:37 // at corpus.values.poisonqueue.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.values.poisonqueue.Main.<clinit> // at corpus.values.poisonqueue.Main.main(Main.java:35)
  main: call corpus.values.poisonqueue.Main.main // at corpus.values.poisonqueue.Main.main(Main.java:35)
}
