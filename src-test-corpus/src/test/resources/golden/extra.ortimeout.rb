main entry
counter java.util.concurrent.CompletableFuture@Main.java:20.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1

proc corpus.extra.ortimeout.Main.<clinit> {
  s2: write corpus.extra.ortimeout.Main.done // at corpus.extra.ortimeout.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.ortimeout.Main.reply // at corpus.extra.ortimeout.Main.<clinit>(Main.java:20)
}

proc corpus.extra.ortimeout.Main.lambda$main$0 {
  s0: read corpus.extra.ortimeout.Main.reply // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:24)
  s1: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:24)
  s3: jump s3_1 raise                    // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:24)
  s3_1: until java.util.concurrent.CompletableFuture@Main.java:20.done >= 1 timed // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:24)
  s5: read java.lang.System.out          // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:25)
  s7: read corpus.extra.ortimeout.Main.done // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:26)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s8_1 // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:26)
  s8_1: skip                             // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:26)
  s8_2: goto exit                        // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:26)
  raise: raise                           // at corpus.extra.ortimeout.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.ortimeout.Main.main {
  s4: fork corpus.extra.ortimeout.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.ortimeout.Main.main(Main.java:27)
  s5: read corpus.extra.ortimeout.Main.done // at corpus.extra.ortimeout.Main.main(Main.java:28)
  s6: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.ortimeout.Main.main(Main.java:28)
}

proc entry {
  init0: call corpus.extra.ortimeout.Main.<clinit> // at corpus.extra.ortimeout.Main.main(Main.java:23)
  main: call corpus.extra.ortimeout.Main.main // at corpus.extra.ortimeout.Main.main(Main.java:23)
}
