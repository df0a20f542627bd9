main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.juc.vtclose.Main.<clinit> {
  s2: write corpus.juc.vtclose.Main.configLoaded // at corpus.juc.vtclose.Main.<clinit>(Main.java:20)
}

proc corpus.juc.vtclose.Main.lambda$main$0 {
  s0: call corpus.juc.vtclose.Main.serve[corpus.juc.vtclose.Main.lambda$main$0:33#0] // at corpus.juc.vtclose.Main.lambda$main$0(Main.java:33)
}

proc corpus.juc.vtclose.Main.lambda$main$1 {
  s0: call corpus.juc.vtclose.Main.serve[corpus.juc.vtclose.Main.lambda$main$0:33#0] // at corpus.juc.vtclose.Main.lambda$main$1(Main.java:34)
}

proc corpus.juc.vtclose.Main.main {
  s3: fork corpus.juc.vtclose.Main.lambda$main$0 java.lang.Thread@Main.java:33 // at corpus.juc.vtclose.Main.main(Main.java:33)
  s5: fork corpus.juc.vtclose.Main.lambda$main$1 java.lang.Thread@Main.java:34 // at corpus.juc.vtclose.Main.main(Main.java:34)
  s7: join java.lang.Thread@Main.java:33 // at corpus.juc.vtclose.Main.main(Main.java:35)
  s7_1: join java.lang.Thread@Main.java:34 // at corpus.juc.vtclose.Main.main(Main.java:35)
  s18: read corpus.juc.vtclose.Main.configLoaded // at corpus.juc.vtclose.Main.main(Main.java:36)
  s19: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s19_1 // at corpus.juc.vtclose.Main.main(Main.java:36)
  s19_1: skip                            // at corpus.juc.vtclose.Main.main(Main.java:36)
}

proc corpus.juc.vtclose.Main.serve[corpus.juc.vtclose.Main.lambda$main$0:33#0] {
  s1: read corpus.juc.vtclose.Main.configLoaded // at corpus.juc.vtclose.Main.serve(Main.java:24)
  s2: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.juc.vtclose.Main.serve(Main.java:24)
  s3: read java.lang.System.out          // at corpus.juc.vtclose.Main.serve(Main.java:25)
}

proc entry {
  init0: call corpus.juc.vtclose.Main.<clinit> // at corpus.juc.vtclose.Main.main(Main.java:32)
  main: call corpus.juc.vtclose.Main.main // at corpus.juc.vtclose.Main.main(Main.java:32)
}
