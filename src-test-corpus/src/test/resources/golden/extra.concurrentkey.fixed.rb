main entry
counter java.util.concurrent.CountDownLatch@Main.java:37.count cap 2 init 2

proc corpus.extra.concurrentkey.fixed.Main$Settings.<init>[corpus.extra.concurrentkey.fixed.Main$Settings@Main.java:36] {
}

proc corpus.extra.concurrentkey.fixed.Main$Settings.entrySet[corpus.extra.concurrentkey.fixed.Main$Settings@Main.java:36] {
  sync: acquire corpus.extra.concurrentkey.fixed.Main$Settings@Main.java:36 // at corpus.extra.concurrentkey.fixed.Main$Settings.entrySet(Main.java:31)
  ret_0: release corpus.extra.concurrentkey.fixed.Main$Settings@Main.java:36 // at corpus.extra.concurrentkey.fixed.Main$Settings.entrySet(Main.java:31)
}

proc corpus.extra.concurrentkey.fixed.Main.<clinit> {
  s2: write corpus.extra.concurrentkey.fixed.Main.NAMES // at corpus.extra.concurrentkey.fixed.Main.<clinit>(Main.java:23)
  s5: write corpus.extra.concurrentkey.fixed.Main.A // at corpus.extra.concurrentkey.fixed.Main.<clinit>(Main.java:24)
  s8: write corpus.extra.concurrentkey.fixed.Main.B // at corpus.extra.concurrentkey.fixed.Main.<clinit>(Main.java:25)
}

proc corpus.extra.concurrentkey.fixed.Main.lambda$main$0[corpus.extra.concurrentkey.fixed.Main.main:38#12] {
  s1: read corpus.extra.concurrentkey.fixed.Main.A // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:39)
  s2: acquire java.lang.Object@Main.java:24 // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:39)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:37.count 1 else s3_1 // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:40)
  s3_1: skip                             // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:40)
  s4: read corpus.extra.concurrentkey.fixed.Main.B // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:41)
  s5: acquire java.lang.Object@Main.java:25 // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:41)
  s6: read java.lang.System.out          // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:42)
  s8: release java.lang.Object@Main.java:25 // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:43)
  s18: release java.lang.Object@Main.java:24 // at corpus.extra.concurrentkey.fixed.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.concurrentkey.fixed.Main.main {
  s1: read corpus.extra.concurrentkey.fixed.Main.NAMES // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:36)
  s3: call corpus.extra.concurrentkey.fixed.Main$Settings.<init>[corpus.extra.concurrentkey.fixed.Main$Settings@Main.java:36] // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:36)
  s12: fork corpus.extra.concurrentkey.fixed.Main.lambda$main$0[corpus.extra.concurrentkey.fixed.Main.main:38#12] java.lang.Thread@Main.java:38 // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:46)
  s13: read corpus.extra.concurrentkey.fixed.Main.A // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:47)
  s14: acquire java.lang.Object@Main.java:24 // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:47)
  s15: trydown java.util.concurrent.CountDownLatch@Main.java:37.count 1 else s15_1 // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:48)
  s15_1: skip                            // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:48)
  s16: read corpus.extra.concurrentkey.fixed.Main.B // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:49)
  s17: acquire java.lang.Object@Main.java:25 // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:49)
  s18: read java.lang.System.out         // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:50)
  s20: release java.lang.Object@Main.java:25 // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:51)
  s30: release java.lang.Object@Main.java:24 // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:52)
  s32: join java.lang.Thread@Main.java:38 // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:53)
}

proc entry {
  init0: call corpus.extra.concurrentkey.fixed.Main.<clinit> // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:36)
  main: call corpus.extra.concurrentkey.fixed.Main.main // at corpus.extra.concurrentkey.fixed.Main.main(Main.java:36)
}
