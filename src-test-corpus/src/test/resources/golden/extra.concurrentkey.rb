main entry
counter java.util.concurrent.CountDownLatch@Main.java:50.count cap 2 init 2

proc corpus.extra.concurrentkey.Main$Settings.<init>[corpus.extra.concurrentkey.Main$Settings@Main.java:49] {
}

proc corpus.extra.concurrentkey.Main$Settings.entrySet[corpus.extra.concurrentkey.Main$Settings@Main.java:49] {
  sync: acquire corpus.extra.concurrentkey.Main$Settings@Main.java:49 // at corpus.extra.concurrentkey.Main$Settings.entrySet(Main.java:36)
  ret_0: release corpus.extra.concurrentkey.Main$Settings@Main.java:49 // at corpus.extra.concurrentkey.Main$Settings.entrySet(Main.java:36)
}

proc corpus.extra.concurrentkey.Main.<clinit> {
  s2: write corpus.extra.concurrentkey.Main.NAMES // at corpus.extra.concurrentkey.Main.<clinit>(Main.java:28)
  s5: write corpus.extra.concurrentkey.Main.A // at corpus.extra.concurrentkey.Main.<clinit>(Main.java:29)
  s8: write corpus.extra.concurrentkey.Main.B // at corpus.extra.concurrentkey.Main.<clinit>(Main.java:30)
}

proc corpus.extra.concurrentkey.Main.await[corpus.extra.concurrentkey.Main.lambda$main$0:54#4,corpus.extra.concurrentkey.Main.main:51#12] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:50.count <= 0 // at corpus.extra.concurrentkey.Main.await(Main.java:42)
}

proc corpus.extra.concurrentkey.Main.lambda$main$0[corpus.extra.concurrentkey.Main.main:51#12] {
  s1: read corpus.extra.concurrentkey.Main.A // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:52)
  s2: acquire java.lang.Object@Main.java:29 // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:52)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:50.count 1 else s3_1 // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:53)
  s3_1: skip                             // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:53)
  s4: call corpus.extra.concurrentkey.Main.await[corpus.extra.concurrentkey.Main.lambda$main$0:54#4,corpus.extra.concurrentkey.Main.main:51#12] // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:54)
  s5: read corpus.extra.concurrentkey.Main.B // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:55)
  s6: acquire java.lang.Object@Main.java:30 // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:55)
  s7: read java.lang.System.out          // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:56)
  s9: release java.lang.Object@Main.java:30 // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:57)
  s19: release java.lang.Object@Main.java:29 // at corpus.extra.concurrentkey.Main.lambda$main$0(Main.java:58)
}

proc corpus.extra.concurrentkey.Main.main {
  s1: read corpus.extra.concurrentkey.Main.NAMES // at corpus.extra.concurrentkey.Main.main(Main.java:49)
  s3: call corpus.extra.concurrentkey.Main$Settings.<init>[corpus.extra.concurrentkey.Main$Settings@Main.java:49] // at corpus.extra.concurrentkey.Main.main(Main.java:49)
  s12: fork corpus.extra.concurrentkey.Main.lambda$main$0[corpus.extra.concurrentkey.Main.main:51#12] java.lang.Thread@Main.java:51 // at corpus.extra.concurrentkey.Main.main(Main.java:60)
  s13: read corpus.extra.concurrentkey.Main.B // at corpus.extra.concurrentkey.Main.main(Main.java:61)
  s14: acquire java.lang.Object@Main.java:30 // at corpus.extra.concurrentkey.Main.main(Main.java:61)
  s15: trydown java.util.concurrent.CountDownLatch@Main.java:50.count 1 else s15_1 // at corpus.extra.concurrentkey.Main.main(Main.java:62)
  s15_1: skip                            // at corpus.extra.concurrentkey.Main.main(Main.java:62)
  s16: call corpus.extra.concurrentkey.Main.await[corpus.extra.concurrentkey.Main.lambda$main$0:54#4,corpus.extra.concurrentkey.Main.main:51#12] // at corpus.extra.concurrentkey.Main.main(Main.java:63)
  s17: read corpus.extra.concurrentkey.Main.A // at corpus.extra.concurrentkey.Main.main(Main.java:64)
  s18: acquire java.lang.Object@Main.java:29 // at corpus.extra.concurrentkey.Main.main(Main.java:64)
  s19: read java.lang.System.out         // at corpus.extra.concurrentkey.Main.main(Main.java:65)
  s21: release java.lang.Object@Main.java:29 // at corpus.extra.concurrentkey.Main.main(Main.java:66)
  s31: release java.lang.Object@Main.java:30 // at corpus.extra.concurrentkey.Main.main(Main.java:67)
  s33: join java.lang.Thread@Main.java:51 // at corpus.extra.concurrentkey.Main.main(Main.java:68)
}

proc entry {
  init0: call corpus.extra.concurrentkey.Main.<clinit> // at corpus.extra.concurrentkey.Main.main(Main.java:49)
  main: call corpus.extra.concurrentkey.Main.main // at corpus.extra.concurrentkey.Main.main(Main.java:49)
}
