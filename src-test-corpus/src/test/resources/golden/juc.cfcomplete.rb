main entry
counter java.lang.Thread@Main.java:32.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.juc.cfcomplete.Main.<clinit> {
  s2: write corpus.juc.cfcomplete.Main.backendGo // at corpus.juc.cfcomplete.Main.<clinit>(Main.java:20)
}

proc corpus.juc.cfcomplete.Main.callBackend {
  s0: read corpus.juc.cfcomplete.Main.backendGo // at corpus.juc.cfcomplete.Main.callBackend(Main.java:24)
  s1: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.juc.cfcomplete.Main.callBackend(Main.java:24)
}

proc corpus.juc.cfcomplete.Main.lambda$main$0[corpus.juc.cfcomplete.Main.main:34#11] {
  s1: tryup java.lang.Thread@Main.java:32.done 1 else s1_1 // at corpus.juc.cfcomplete.Main.lambda$main$0(Main.java:34)
  s1_1: skip                             // at corpus.juc.cfcomplete.Main.lambda$main$0(Main.java:34)
}

proc corpus.juc.cfcomplete.Main.main {
  s2: fork thread:java.lang.Thread@Main.java:32 java.lang.Thread@Main.java:32 // at corpus.juc.cfcomplete.Main.main(Main.java:32)
  s3: read java.lang.System.out          // at corpus.juc.cfcomplete.Main.main(Main.java:33)
  s4: until java.lang.Thread@Main.java:32.done >= 1 // at corpus.juc.cfcomplete.Main.main(Main.java:33)
  s11: fork corpus.juc.cfcomplete.Main.lambda$main$0[corpus.juc.cfcomplete.Main.main:34#11] java.lang.Thread@Main.java:34 // at corpus.juc.cfcomplete.Main.main(Main.java:35)
  s12: read corpus.juc.cfcomplete.Main.backendGo // at corpus.juc.cfcomplete.Main.main(Main.java:36)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s13_1 // at corpus.juc.cfcomplete.Main.main(Main.java:36)
  s13_1: skip                            // at corpus.juc.cfcomplete.Main.main(Main.java:36)
  s14: join java.lang.Thread@Main.java:34 // at corpus.juc.cfcomplete.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.juc.cfcomplete.Main.<clinit> // at corpus.juc.cfcomplete.Main.main(Main.java:32)
  main: call corpus.juc.cfcomplete.Main.main // at corpus.juc.cfcomplete.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:32 {
  c0: call corpus.juc.cfcomplete.Main.callBackend // at corpus.juc.cfcomplete.Main.main(Main.java:32)
  t0: tryup java.lang.Thread@Main.java:32.done 1 else t1 // at corpus.juc.cfcomplete.Main.main(Main.java:32)
  t1: skip                               // at corpus.juc.cfcomplete.Main.main(Main.java:32)
}
