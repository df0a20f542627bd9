main corpus.extra.lockrefs.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:25.count cap 1 init 1

proc corpus.extra.lockrefs.Main.lambda$main$0[corpus.extra.lockrefs.Main.main:26#18] {
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockrefs.Main.lambda$main$0(Main.java:27)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:25.count 1 else s4_1 // at corpus.extra.lockrefs.Main.lambda$main$0(Main.java:28)
  s4_1: skip                             // at corpus.extra.lockrefs.Main.lambda$main$0(Main.java:28)
  s5: call corpus.extra.lockrefs.Main.pause // at corpus.extra.lockrefs.Main.lambda$main$0(Main.java:29)
  s6: acquire java.util.concurrent.locks.ReentrantLock@Main.java:24 // at corpus.extra.lockrefs.Main.lambda$main$0(Main.java:30)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:24 // at corpus.extra.lockrefs.Main.lambda$main$0(Main.java:31)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockrefs.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.lockrefs.Main.main {
  s18: fork corpus.extra.lockrefs.Main.lambda$main$0[corpus.extra.lockrefs.Main.main:26#18] java.lang.Thread@Main.java:26 // at corpus.extra.lockrefs.Main.main(Main.java:34)
  s19: until java.util.concurrent.CountDownLatch@Main.java:25.count <= 0 // at corpus.extra.lockrefs.Main.main(Main.java:35)
  s22: acquire java.util.concurrent.locks.ReentrantLock@Main.java:24 // at corpus.extra.lockrefs.Main.main(Main.java:37)
  s22_1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockrefs.Main.main(Main.java:37)
  s24: release java.util.concurrent.locks.ReentrantLock@Main.java:24 // at corpus.extra.lockrefs.Main.main(Main.java:38)
  s24_1: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockrefs.Main.main(Main.java:38)
  s25: join java.lang.Thread@Main.java:26 // at corpus.extra.lockrefs.Main.main(Main.java:39)
}

proc corpus.extra.lockrefs.Main.pause {
}
