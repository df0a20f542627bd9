main entry
counter java.util.concurrent.CompletableFuture@Main.java:12.done cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:13.done cap 1 init 0

proc corpus.juc.futurecycle.fixed.Main.<clinit> {
  s2: write corpus.juc.futurecycle.fixed.Main.price // at corpus.juc.futurecycle.fixed.Main.<clinit>(Main.java:12)
  s5: write corpus.juc.futurecycle.fixed.Main.tax // at corpus.juc.futurecycle.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.juc.futurecycle.fixed.Main.lambda$main$0 {
  s0: read corpus.juc.futurecycle.fixed.Main.price // at corpus.juc.futurecycle.fixed.Main.lambda$main$0(Main.java:16)
  s1: read corpus.juc.futurecycle.fixed.Main.tax // at corpus.juc.futurecycle.fixed.Main.lambda$main$0(Main.java:16)
  s2: until java.util.concurrent.CompletableFuture@Main.java:13.done >= 1 // at corpus.juc.futurecycle.fixed.Main.lambda$main$0(Main.java:16)
  s7: tryup java.util.concurrent.CompletableFuture@Main.java:12.done 1 else s7_1 // at corpus.juc.futurecycle.fixed.Main.lambda$main$0(Main.java:16)
  s7_1: skip                             // at corpus.juc.futurecycle.fixed.Main.lambda$main$0(Main.java:16)
}

proc corpus.juc.futurecycle.fixed.Main.lambda$main$1 {
  s0: read corpus.juc.futurecycle.fixed.Main.tax // at corpus.juc.futurecycle.fixed.Main.lambda$main$1(Main.java:17)
  s2: tryup java.util.concurrent.CompletableFuture@Main.java:13.done 1 else s2_1 // at corpus.juc.futurecycle.fixed.Main.lambda$main$1(Main.java:17)
  s2_1: skip                             // at corpus.juc.futurecycle.fixed.Main.lambda$main$1(Main.java:17)
}

proc corpus.juc.futurecycle.fixed.Main.main {
  s2: fork corpus.juc.futurecycle.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:16 // at corpus.juc.futurecycle.fixed.Main.main(Main.java:16)
  s4: fork corpus.juc.futurecycle.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:17 // at corpus.juc.futurecycle.fixed.Main.main(Main.java:17)
  s5: join java.lang.Thread@Main.java:16 // at corpus.juc.futurecycle.fixed.Main.main(Main.java:18)
  s6: join java.lang.Thread@Main.java:17 // at corpus.juc.futurecycle.fixed.Main.main(Main.java:19)
}

proc entry {
  init0: call corpus.juc.futurecycle.fixed.Main.<clinit> // at corpus.juc.futurecycle.fixed.Main.main(Main.java:16)
  main: call corpus.juc.futurecycle.fixed.Main.main // at corpus.juc.futurecycle.fixed.Main.main(Main.java:16)
}
