main entry
counter java.util.concurrent.ArrayBlockingQueue@Main.java:39.items cap 8 init 0

proc corpus.extra.queuefnlock.Main.<clinit> {
  s2: write corpus.extra.queuefnlock.Main.SCHEDULER // at corpus.extra.queuefnlock.Main.<clinit>(Main.java:21)
}

proc corpus.extra.queuefnlock.Main.expired[corpus.extra.queuefnlock.Main.lambda$main$0:41#2,corpus.extra.queuefnlock.Main.main:41#9] {
  s1: call corpus.extra.queuefnlock.Main.pause // at corpus.extra.queuefnlock.Main.expired(Main.java:32)
  s2: read corpus.extra.queuefnlock.Main.SCHEDULER // at corpus.extra.queuefnlock.Main.expired(Main.java:33)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.extra.queuefnlock.Main.expired(Main.java:33)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.queuefnlock.Main.expired(Main.java:34)
}

proc corpus.extra.queuefnlock.Main.lambda$main$0[corpus.extra.queuefnlock.Main.main:41#9] {
  s2: acquire java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.lambda$main$0(Main.java:41)
  s2_1: jump s2_2 s2_3                   // at corpus.extra.queuefnlock.Main.lambda$main$0(Main.java:41)
  s2_3: call corpus.extra.queuefnlock.Main.expired[corpus.extra.queuefnlock.Main.lambda$main$0:41#2,corpus.extra.queuefnlock.Main.main:41#9] // at corpus.extra.queuefnlock.Main.lambda$main$0(Main.java:41)
  s2_4: goto s2_1                        // at corpus.extra.queuefnlock.Main.lambda$main$0(Main.java:41)
  s2_2: skip                             // at corpus.extra.queuefnlock.Main.lambda$main$0(Main.java:41)
  s2_5: release java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.queuefnlock.Main.main {
  s4: acquire java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:40)
  s4_1: release java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:40)
  s4_2: up java.util.concurrent.ArrayBlockingQueue@Main.java:39.items 1 // at corpus.extra.queuefnlock.Main.main(Main.java:40)
  s4_3: acquire java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:40)
  s4_4: release java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:40)
  s9: fork corpus.extra.queuefnlock.Main.lambda$main$0[corpus.extra.queuefnlock.Main.main:41#9] java.lang.Thread@Main.java:41 // at corpus.extra.queuefnlock.Main.main(Main.java:42)
  s11: read corpus.extra.queuefnlock.Main.SCHEDULER // at corpus.extra.queuefnlock.Main.main(Main.java:44)
  s12: acquire java.lang.Object@Main.java:21 // at corpus.extra.queuefnlock.Main.main(Main.java:44)
  s13: acquire java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:45)
  s13_1: release java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:45)
  s13_2: up java.util.concurrent.ArrayBlockingQueue@Main.java:39.items 1 // at corpus.extra.queuefnlock.Main.main(Main.java:45)
  s13_3: acquire java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:45)
  s13_4: release java.util.concurrent.ArrayBlockingQueue@Main.java:39#internal // at corpus.extra.queuefnlock.Main.main(Main.java:45)
  s14: release java.lang.Object@Main.java:21 // at corpus.extra.queuefnlock.Main.main(Main.java:46)
  s20: join java.lang.Thread@Main.java:41 // at corpus.extra.queuefnlock.Main.main(Main.java:47)
}

proc corpus.extra.queuefnlock.Main.pause {
}

proc entry {
  init0: call corpus.extra.queuefnlock.Main.<clinit> // at corpus.extra.queuefnlock.Main.main(Main.java:39)
  main: call corpus.extra.queuefnlock.Main.main // at corpus.extra.queuefnlock.Main.main(Main.java:39)
}
