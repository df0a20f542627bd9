main corpus.extra.exitwaiter.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1
counter jvm.exit cap 1 init 0

proc corpus.extra.exitwaiter.fixed.Main.lambda$main$0[corpus.extra.exitwaiter.fixed.Main.main:19#7] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.exitwaiter.fixed.Main.lambda$main$0(Main.java:21)
}

proc corpus.extra.exitwaiter.fixed.Main.main {
  s7: fork corpus.extra.exitwaiter.fixed.Main.lambda$main$0[corpus.extra.exitwaiter.fixed.Main.main:19#7] java.lang.Thread@Main.java:19 // at corpus.extra.exitwaiter.fixed.Main.main(Main.java:26)
  s8: read java.lang.System.out          // at corpus.extra.exitwaiter.fixed.Main.main(Main.java:27)
  s10: up jvm.exit 1                     // at corpus.extra.exitwaiter.fixed.Main.main(Main.java:28)
  s10_1: up jvm.exit 1                   // at corpus.extra.exitwaiter.fixed.Main.main(Main.java:28)
}
