main corpus.extra.queueaddfull.Main.main
counter java.util.concurrent.ArrayBlockingQueue@Main.java:23.items cap 1 init 0

proc corpus.extra.queueaddfull.Main.lambda$main$0[corpus.extra.queueaddfull.Main.main:24#10] {
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:25)
  s3: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:23.items 1 else s3_1 // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:26)
  s3_3: goto s3_2                        // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:26)
  s3_1: raise                            // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:26)
  s3_2: skip                             // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:26)
  s4: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:23.items 1 else s4_1 // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:27)
  s4_3: goto s4_2                        // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:27)
  s4_1: raise                            // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:27)
  s4_2: skip                             // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:27)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.queueaddfull.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.queueaddfull.Main.main {
  s10: fork corpus.extra.queueaddfull.Main.lambda$main$0[corpus.extra.queueaddfull.Main.main:24#10] java.lang.Thread@Main.java:24 // at corpus.extra.queueaddfull.Main.main(Main.java:30)
  s11: join java.lang.Thread@Main.java:24 // at corpus.extra.queueaddfull.Main.main(Main.java:31)
  s12: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.queueaddfull.Main.main(Main.java:32)
  s13: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.queueaddfull.Main.main(Main.java:33)
}
