main entry
counter java.util.concurrent.CompletableFuture@Main.java:16.done cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:17.done cap 1 init 0

proc corpus.juc.futurecycle.Main.<clinit> {
  s2: write corpus.juc.futurecycle.Main.price // at corpus.juc.futurecycle.Main.<clinit>(Main.java:16)
  s5: write corpus.juc.futurecycle.Main.tax // at corpus.juc.futurecycle.Main.<clinit>(Main.java:17)
}

proc corpus.juc.futurecycle.Main.lambda$main$0 {
  s0: read corpus.juc.futurecycle.Main.price // at corpus.juc.futurecycle.Main.lambda$main$0(Main.java:20)
  s1: read corpus.juc.futurecycle.Main.tax // at corpus.juc.futurecycle.Main.lambda$main$0(Main.java:20)
  s2: until java.util.concurrent.CompletableFuture@Main.java:17.done >= 1 // at corpus.juc.futurecycle.Main.lambda$main$0(Main.java:20)
  s7: tryup java.util.concurrent.CompletableFuture@Main.java:16.done 1 else s7_1 // at corpus.juc.futurecycle.Main.lambda$main$0(Main.java:20)
  s7_1: skip                             // at corpus.juc.futurecycle.Main.lambda$main$0(Main.java:20)
}

proc corpus.juc.futurecycle.Main.lambda$main$1 {
  s0: read corpus.juc.futurecycle.Main.tax // at corpus.juc.futurecycle.Main.lambda$main$1(Main.java:21)
  s1: read corpus.juc.futurecycle.Main.price // at corpus.juc.futurecycle.Main.lambda$main$1(Main.java:21)
  s2: until java.util.concurrent.CompletableFuture@Main.java:16.done >= 1 // at corpus.juc.futurecycle.Main.lambda$main$1(Main.java:21)
  s7: tryup java.util.concurrent.CompletableFuture@Main.java:17.done 1 else s7_1 // at corpus.juc.futurecycle.Main.lambda$main$1(Main.java:21)
  s7_1: skip                             // at corpus.juc.futurecycle.Main.lambda$main$1(Main.java:21)
}

proc corpus.juc.futurecycle.Main.main {
  s2: fork corpus.juc.futurecycle.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.juc.futurecycle.Main.main(Main.java:20)
  s4: fork corpus.juc.futurecycle.Main.lambda$main$1 java.lang.Thread@Main.java:21 // at corpus.juc.futurecycle.Main.main(Main.java:21)
  s5: join java.lang.Thread@Main.java:20 // at corpus.juc.futurecycle.Main.main(Main.java:22)
  s6: join java.lang.Thread@Main.java:21 // at corpus.juc.futurecycle.Main.main(Main.java:23)
}

proc entry {
  init0: call corpus.juc.futurecycle.Main.<clinit> // at corpus.juc.futurecycle.Main.main(Main.java:20)
  main: call corpus.juc.futurecycle.Main.main // at corpus.juc.futurecycle.Main.main(Main.java:20)
}
