main corpus.extra.lockrefs.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1

proc corpus.extra.lockrefs.fixed.Main.lambda$main$0[corpus.extra.lockrefs.fixed.Main.main:24#18] {
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockrefs.fixed.Main.lambda$main$0(Main.java:25)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s4_1 // at corpus.extra.lockrefs.fixed.Main.lambda$main$0(Main.java:26)
  s4_1: skip                             // at corpus.extra.lockrefs.fixed.Main.lambda$main$0(Main.java:26)
  s5: call corpus.extra.lockrefs.fixed.Main.pause // at corpus.extra.lockrefs.fixed.Main.lambda$main$0(Main.java:27)
  s6: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockrefs.fixed.Main.lambda$main$0(Main.java:28)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockrefs.fixed.Main.lambda$main$0(Main.java:29)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockrefs.fixed.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.lockrefs.fixed.Main.main {
  s18: fork corpus.extra.lockrefs.fixed.Main.lambda$main$0[corpus.extra.lockrefs.fixed.Main.main:24#18] java.lang.Thread@Main.java:24 // at corpus.extra.lockrefs.fixed.Main.main(Main.java:32)
  s19: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.lockrefs.fixed.Main.main(Main.java:33)
  s22: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockrefs.fixed.Main.main(Main.java:35)
  s22_1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockrefs.fixed.Main.main(Main.java:35)
  s24: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockrefs.fixed.Main.main(Main.java:36)
  s24_1: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockrefs.fixed.Main.main(Main.java:36)
  s25: join java.lang.Thread@Main.java:24 // at corpus.extra.lockrefs.fixed.Main.main(Main.java:37)
}

proc corpus.extra.lockrefs.fixed.Main.pause {
}
