main entry
counter java.util.concurrent.CountDownLatch@Main.java:15.count cap 1 init 1

proc corpus.juc.vtclose.fixed.Main.<clinit> {
  s2: write corpus.juc.vtclose.fixed.Main.configLoaded // at corpus.juc.vtclose.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.juc.vtclose.fixed.Main.lambda$main$0 {
  s0: call corpus.juc.vtclose.fixed.Main.serve[corpus.juc.vtclose.fixed.Main.lambda$main$0:28#0] // at corpus.juc.vtclose.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.juc.vtclose.fixed.Main.lambda$main$1 {
  s0: call corpus.juc.vtclose.fixed.Main.serve[corpus.juc.vtclose.fixed.Main.lambda$main$0:28#0] // at corpus.juc.vtclose.fixed.Main.lambda$main$1(Main.java:29)
}

proc corpus.juc.vtclose.fixed.Main.main {
  s3: fork corpus.juc.vtclose.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:28 // at corpus.juc.vtclose.fixed.Main.main(Main.java:28)
  s5: fork corpus.juc.vtclose.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:29 // at corpus.juc.vtclose.fixed.Main.main(Main.java:29)
  s6: read corpus.juc.vtclose.fixed.Main.configLoaded // at corpus.juc.vtclose.fixed.Main.main(Main.java:30)
  s7: trydown java.util.concurrent.CountDownLatch@Main.java:15.count 1 else s7_1 // at corpus.juc.vtclose.fixed.Main.main(Main.java:30)
  s7_1: skip                             // at corpus.juc.vtclose.fixed.Main.main(Main.java:30)
  s9: join java.lang.Thread@Main.java:28 // at corpus.juc.vtclose.fixed.Main.main(Main.java:31)
  s9_1: join java.lang.Thread@Main.java:29 // at corpus.juc.vtclose.fixed.Main.main(Main.java:31)
}

proc corpus.juc.vtclose.fixed.Main.serve[corpus.juc.vtclose.fixed.Main.lambda$main$0:28#0] {
  s1: read corpus.juc.vtclose.fixed.Main.configLoaded // at corpus.juc.vtclose.fixed.Main.serve(Main.java:19)
  s2: until java.util.concurrent.CountDownLatch@Main.java:15.count <= 0 // at corpus.juc.vtclose.fixed.Main.serve(Main.java:19)
  s3: read java.lang.System.out          // at corpus.juc.vtclose.fixed.Main.serve(Main.java:20)
}

proc entry {
  init0: call corpus.juc.vtclose.fixed.Main.<clinit> // at corpus.juc.vtclose.fixed.Main.main(Main.java:27)
  main: call corpus.juc.vtclose.fixed.Main.main // at corpus.juc.vtclose.fixed.Main.main(Main.java:27)
}
