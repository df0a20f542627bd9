main corpus.extra.joincycle.fixed.Main.main

proc corpus.extra.joincycle.fixed.Main$Waiter.<init>[corpus.extra.joincycle.fixed.Main$Waiter@Main.java:33] {
  s3: write corpus.extra.joincycle.fixed.Main$Waiter@Main.java:33.other // at corpus.extra.joincycle.fixed.Main$Waiter.<init>(Main.java:18)
}

proc corpus.extra.joincycle.fixed.Main$Waiter.run[corpus.extra.joincycle.fixed.Main.main:33#8,corpus.extra.joincycle.fixed.Main$Waiter@Main.java:33] {
  s1: read corpus.extra.joincycle.fixed.Main$Waiter@Main.java:33.other // at corpus.extra.joincycle.fixed.Main$Waiter.run(Main.java:24)
  s2: join java.lang.Thread@Main.java:32 // at corpus.extra.joincycle.fixed.Main$Waiter.run(Main.java:24)
}

proc corpus.extra.joincycle.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.joincycle.fixed.Main.work // at corpus.extra.joincycle.fixed.Main.lambda$main$0(Main.java:32)
  s2: write corpus.extra.joincycle.fixed.Main.work // at corpus.extra.joincycle.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.joincycle.fixed.Main.main {
  s6: call corpus.extra.joincycle.fixed.Main$Waiter.<init>[corpus.extra.joincycle.fixed.Main$Waiter@Main.java:33] // at corpus.extra.joincycle.fixed.Main.main(Main.java:33)
  s8: fork corpus.extra.joincycle.fixed.Main$Waiter.run[corpus.extra.joincycle.fixed.Main.main:33#8,corpus.extra.joincycle.fixed.Main$Waiter@Main.java:33] corpus.extra.joincycle.fixed.Main$Waiter@Main.java:33 // at corpus.extra.joincycle.fixed.Main.main(Main.java:34)
  s9: fork corpus.extra.joincycle.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.joincycle.fixed.Main.main(Main.java:35)
}
