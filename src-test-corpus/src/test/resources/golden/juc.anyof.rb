main entry
counter java.util.concurrent.CompletableFuture@Main.java:32.any cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.juc.anyof.Main.<clinit> {
  s2: write corpus.juc.anyof.Main.gate   // at corpus.juc.anyof.Main.<clinit>(Main.java:18)
}

proc corpus.juc.anyof.Main.lambda$main$0 {
  s0: call corpus.juc.anyof.Main.lookup[corpus.juc.anyof.Main.lambda$main$0:30#0] // at corpus.juc.anyof.Main.lambda$main$0(Main.java:30)
}

proc corpus.juc.anyof.Main.lambda$main$1 {
  s0: call corpus.juc.anyof.Main.lookup[corpus.juc.anyof.Main.lambda$main$0:30#0] // at corpus.juc.anyof.Main.lambda$main$1(Main.java:31)
}

proc corpus.juc.anyof.Main.lookup[corpus.juc.anyof.Main.lambda$main$0:30#0] {
  s1: read corpus.juc.anyof.Main.gate    // at corpus.juc.anyof.Main.lookup(Main.java:22)
  s2: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.juc.anyof.Main.lookup(Main.java:22)
}

proc corpus.juc.anyof.Main.main {
  s2: fork thread:java.lang.Thread@Main.java:30 java.lang.Thread@Main.java:30 // at corpus.juc.anyof.Main.main(Main.java:30)
  s4: fork thread:java.lang.Thread@Main.java:31 java.lang.Thread@Main.java:31 // at corpus.juc.anyof.Main.main(Main.java:31)
  s5: read java.lang.System.out          // at corpus.juc.anyof.Main.main(Main.java:32)
  s7: write java.util.concurrent.CompletableFuture[]@Main.java:32[0] // at corpus.juc.anyof.Main.main(Main.java:32)
  s8: write java.util.concurrent.CompletableFuture[]@Main.java:32[1] // at corpus.juc.anyof.Main.main(Main.java:32)
  s10: until java.util.concurrent.CompletableFuture@Main.java:32.any >= 1 // at corpus.juc.anyof.Main.main(Main.java:32)
  s12: read corpus.juc.anyof.Main.gate   // at corpus.juc.anyof.Main.main(Main.java:33)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s13_1 // at corpus.juc.anyof.Main.main(Main.java:33)
  s13_1: skip                            // at corpus.juc.anyof.Main.main(Main.java:33)
  s15: write java.util.concurrent.CompletableFuture[]@Main.java:34[0] // at corpus.juc.anyof.Main.main(Main.java:34)
  s16: write java.util.concurrent.CompletableFuture[]@Main.java:34[1] // at corpus.juc.anyof.Main.main(Main.java:34)
  s18: join java.lang.Thread@Main.java:30 // at corpus.juc.anyof.Main.main(Main.java:34)
  s18_1: join java.lang.Thread@Main.java:31 // at corpus.juc.anyof.Main.main(Main.java:34)
}

proc entry {
  init0: call corpus.juc.anyof.Main.<clinit> // at corpus.juc.anyof.Main.main(Main.java:30)
  main: call corpus.juc.anyof.Main.main  // at corpus.juc.anyof.Main.main(Main.java:30)
}

proc thread:java.lang.Thread@Main.java:30 {
  c0: call corpus.juc.anyof.Main.lambda$main$0 // at corpus.juc.anyof.Main.main(Main.java:30)
  t0: tryup java.util.concurrent.CompletableFuture@Main.java:32.any 1 else t1 // at corpus.juc.anyof.Main.main(Main.java:30)
  t1: skip                               // at corpus.juc.anyof.Main.main(Main.java:30)
}

proc thread:java.lang.Thread@Main.java:31 {
  c0: call corpus.juc.anyof.Main.lambda$main$1 // at corpus.juc.anyof.Main.main(Main.java:31)
  t0: tryup java.util.concurrent.CompletableFuture@Main.java:32.any 1 else t1 // at corpus.juc.anyof.Main.main(Main.java:31)
  t1: skip                               // at corpus.juc.anyof.Main.main(Main.java:31)
}
