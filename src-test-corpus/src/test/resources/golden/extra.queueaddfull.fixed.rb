main corpus.extra.queueaddfull.fixed.Main.main
counter java.util.concurrent.ArrayBlockingQueue@Main.java:19.items cap 2 init 0

proc corpus.extra.queueaddfull.fixed.Main.lambda$main$0[corpus.extra.queueaddfull.fixed.Main.main:20#10] {
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:21)
  s3: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:19.items 1 else s3_1 // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:22)
  s3_3: goto s3_2                        // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:22)
  s3_1: raise                            // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:22)
  s3_2: skip                             // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:22)
  s4: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:19.items 1 else s4_1 // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:23)
  s4_3: goto s4_2                        // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:23)
  s4_1: raise                            // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:23)
  s4_2: skip                             // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:23)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.queueaddfull.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.queueaddfull.fixed.Main.main {
  s10: fork corpus.extra.queueaddfull.fixed.Main.lambda$main$0[corpus.extra.queueaddfull.fixed.Main.main:20#10] java.lang.Thread@Main.java:20 // at corpus.extra.queueaddfull.fixed.Main.main(Main.java:26)
  s11: join java.lang.Thread@Main.java:20 // at corpus.extra.queueaddfull.fixed.Main.main(Main.java:27)
  s12: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.queueaddfull.fixed.Main.main(Main.java:28)
  s13: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.queueaddfull.fixed.Main.main(Main.java:29)
}
