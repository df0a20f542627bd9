main corpus.extra.exitwaiter.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.extra.exitwaiter.Main.lambda$main$0[corpus.extra.exitwaiter.Main.main:19#7] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.exitwaiter.Main.lambda$main$0(Main.java:21)
}

proc corpus.extra.exitwaiter.Main.main {
  s7: fork corpus.extra.exitwaiter.Main.lambda$main$0[corpus.extra.exitwaiter.Main.main:19#7] java.lang.Thread@Main.java:19 // at corpus.extra.exitwaiter.Main.main(Main.java:26)
  s8: read java.lang.System.out          // at corpus.extra.exitwaiter.Main.main(Main.java:27)
}
