main corpus.juc.futuretask.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 1 init 1
counter java.util.concurrent.FutureTask@Main.java:18.done cap 1 init 0
counter java.util.concurrent.FutureTask@Main.java:18.ran cap 1 init 0

proc corpus.juc.futuretask.fixed.Main.lambda$main$0[corpus.juc.futuretask.fixed.Main.main:22#12] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:17.count <= 0 // at corpus.juc.futuretask.fixed.Main.lambda$main$0(Main.java:19)
}

proc corpus.juc.futuretask.fixed.Main.main {
  s12: fork thread:java.lang.Thread@Main.java:22 java.lang.Thread@Main.java:22 // at corpus.juc.futuretask.fixed.Main.main(Main.java:22)
  s16: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.juc.futuretask.fixed.Main.main(Main.java:23)
  s17: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s17_1 // at corpus.juc.futuretask.fixed.Main.main(Main.java:24)
  s17_1: skip                            // at corpus.juc.futuretask.fixed.Main.main(Main.java:24)
  s18: read java.lang.System.out         // at corpus.juc.futuretask.fixed.Main.main(Main.java:25)
  s20: until java.util.concurrent.FutureTask@Main.java:18.done >= 1 // at corpus.juc.futuretask.fixed.Main.main(Main.java:25)
}

proc thread:java.lang.Thread@Main.java:22 {
  t1: tryup java.util.concurrent.FutureTask@Main.java:18.ran 1 else exit // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t2: trydown java.util.concurrent.FutureTask@Main.java:18.done 1 else t0 // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t3: tryup java.util.concurrent.FutureTask@Main.java:18.done 1 else exit // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t4: goto exit                          // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t0: skip                               // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  c0: call corpus.juc.futuretask.fixed.Main.lambda$main$0[corpus.juc.futuretask.fixed.Main.main:22#12] // at corpus.juc.futuretask.fixed.Main.main(Main.java:22)
  t5: tryup java.util.concurrent.FutureTask@Main.java:18.done 1 else t6 // at corpus.juc.futuretask.fixed.Main.main(Main.java:22)
  t6: skip                               // at corpus.juc.futuretask.fixed.Main.main(Main.java:22)
}

proc thread:java.lang.Thread@Main.java:23 {
  t1: tryup java.util.concurrent.FutureTask@Main.java:18.ran 1 else exit // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t2: trydown java.util.concurrent.FutureTask@Main.java:18.done 1 else t0 // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t3: tryup java.util.concurrent.FutureTask@Main.java:18.done 1 else exit // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t4: goto exit                          // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  t0: skip                               // at corpus.juc.futuretask.fixed.Main.main(Main.java:18)
  c0: call corpus.juc.futuretask.fixed.Main.lambda$main$0[corpus.juc.futuretask.fixed.Main.main:22#12] // at corpus.juc.futuretask.fixed.Main.main(Main.java:23)
  t5: tryup java.util.concurrent.FutureTask@Main.java:18.done 1 else t6 // at corpus.juc.futuretask.fixed.Main.main(Main.java:23)
  t6: skip                               // at corpus.juc.futuretask.fixed.Main.main(Main.java:23)
}
