main corpus.juc.futuretask.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1
counter java.util.concurrent.FutureTask@Main.java:20.done cap 1 init 0
counter java.util.concurrent.FutureTask@Main.java:20.ran cap 1 init 0

proc corpus.juc.futuretask.Main.lambda$main$0[corpus.juc.futuretask.Main.main:24#12] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.juc.futuretask.Main.lambda$main$0(Main.java:21)
}

proc corpus.juc.futuretask.Main.main {
  s12: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.juc.futuretask.Main.main(Main.java:24)
  s13: read java.lang.System.out         // at corpus.juc.futuretask.Main.main(Main.java:25)
  s15: until java.util.concurrent.FutureTask@Main.java:20.done >= 1 // at corpus.juc.futuretask.Main.main(Main.java:25)
  s18: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s18_1 // at corpus.juc.futuretask.Main.main(Main.java:26)
  s18_1: skip                            // at corpus.juc.futuretask.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:24 {
  t1: tryup java.util.concurrent.FutureTask@Main.java:20.ran 1 else exit // at corpus.juc.futuretask.Main.main(Main.java:20)
  t2: trydown java.util.concurrent.FutureTask@Main.java:20.done 1 else t0 // at corpus.juc.futuretask.Main.main(Main.java:20)
  t3: tryup java.util.concurrent.FutureTask@Main.java:20.done 1 else exit // at corpus.juc.futuretask.Main.main(Main.java:20)
  t4: goto exit                          // at corpus.juc.futuretask.Main.main(Main.java:20)
  t0: skip                               // at corpus.juc.futuretask.Main.main(Main.java:20)
  c0: call corpus.juc.futuretask.Main.lambda$main$0[corpus.juc.futuretask.Main.main:24#12] // at corpus.juc.futuretask.Main.main(Main.java:24)
  t5: tryup java.util.concurrent.FutureTask@Main.java:20.done 1 else t6 // at corpus.juc.futuretask.Main.main(Main.java:24)
  t6: skip                               // at corpus.juc.futuretask.Main.main(Main.java:24)
}
