main entry
counter java.util.concurrent.CompletableFuture@Main.java:19.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.extra.ortimeout.fixed.Main.<clinit> {
  s2: write corpus.extra.ortimeout.fixed.Main.done // at corpus.extra.ortimeout.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.ortimeout.fixed.Main.reply // at corpus.extra.ortimeout.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.ortimeout.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:24)
  s1: read corpus.extra.ortimeout.fixed.Main.reply // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:24)
  s2: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:24)
  s4: jump s4_1 s10                      // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:24)
  s4_1: until java.util.concurrent.CompletableFuture@Main.java:19.done >= 1 timed // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:24)
  s4_2: goto s12                         // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:24)
  s10: read java.lang.System.out         // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:26)
  s12: read corpus.extra.ortimeout.fixed.Main.done // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:28)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s13_1 // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:28)
  s13_1: skip                            // at corpus.extra.ortimeout.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.ortimeout.fixed.Main.main {
  s4: fork corpus.extra.ortimeout.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.extra.ortimeout.fixed.Main.main(Main.java:29)
  s5: read corpus.extra.ortimeout.fixed.Main.done // at corpus.extra.ortimeout.fixed.Main.main(Main.java:30)
  s6: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.ortimeout.fixed.Main.main(Main.java:30)
}

proc entry {
  init0: call corpus.extra.ortimeout.fixed.Main.<clinit> // at corpus.extra.ortimeout.fixed.Main.main(Main.java:22)
  main: call corpus.extra.ortimeout.fixed.Main.main // at corpus.extra.ortimeout.fixed.Main.main(Main.java:22)
}
