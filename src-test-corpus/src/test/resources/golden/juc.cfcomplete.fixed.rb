main entry
counter java.lang.Thread@Main.java:30.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.juc.cfcomplete.fixed.Main.<clinit> {
  s2: write corpus.juc.cfcomplete.fixed.Main.backendGo // at corpus.juc.cfcomplete.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.juc.cfcomplete.fixed.Main.callBackend {
  s0: read corpus.juc.cfcomplete.fixed.Main.backendGo // at corpus.juc.cfcomplete.fixed.Main.callBackend(Main.java:22)
  s1: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.juc.cfcomplete.fixed.Main.callBackend(Main.java:22)
}

proc corpus.juc.cfcomplete.fixed.Main.lambda$main$0[corpus.juc.cfcomplete.fixed.Main.main:31#7] {
  s1: tryup java.lang.Thread@Main.java:30.done 1 else s1_1 // at corpus.juc.cfcomplete.fixed.Main.lambda$main$0(Main.java:31)
  s1_1: skip                             // at corpus.juc.cfcomplete.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.juc.cfcomplete.fixed.Main.main {
  s2: fork thread:java.lang.Thread@Main.java:30 java.lang.Thread@Main.java:30 // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:30)
  s7: fork corpus.juc.cfcomplete.fixed.Main.lambda$main$0[corpus.juc.cfcomplete.fixed.Main.main:31#7] java.lang.Thread@Main.java:31 // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:32)
  s8: read java.lang.System.out          // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:33)
  s9: until java.lang.Thread@Main.java:30.done >= 1 // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:33)
  s12: read corpus.juc.cfcomplete.fixed.Main.backendGo // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:34)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s13_1 // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:34)
  s13_1: skip                            // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:34)
  s14: join java.lang.Thread@Main.java:31 // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.juc.cfcomplete.fixed.Main.<clinit> // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:30)
  main: call corpus.juc.cfcomplete.fixed.Main.main // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:30)
}

proc thread:java.lang.Thread@Main.java:30 {
  c0: call corpus.juc.cfcomplete.fixed.Main.callBackend // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:30)
  t0: tryup java.lang.Thread@Main.java:30.done 1 else t1 // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:30)
  t1: skip                               // at corpus.juc.cfcomplete.fixed.Main.main(Main.java:30)
}
