main entry

proc corpus.extra.unheldcycle.fixed.Main.<clinit> {
  s2: write corpus.extra.unheldcycle.fixed.Main.lock // at corpus.extra.unheldcycle.fixed.Main.<clinit>(Main.java:12)
  s5: write corpus.extra.unheldcycle.fixed.Main.a // at corpus.extra.unheldcycle.fixed.Main.<clinit>(Main.java:13)
  s8: write corpus.extra.unheldcycle.fixed.Main.b // at corpus.extra.unheldcycle.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.unheldcycle.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.unheldcycle.fixed.Main.a // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:19)
  s1: acquire java.lang.Object@Main.java:13 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:19)
  s2: read corpus.extra.unheldcycle.fixed.Main.b // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:20)
  s3: acquire java.lang.Object@Main.java:14 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:20)
  s4: read corpus.extra.unheldcycle.fixed.Main.count // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:21)
  s6: write corpus.extra.unheldcycle.fixed.Main.count // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:21)
  s7: release java.lang.Object@Main.java:14 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:22)
  s17: release java.lang.Object@Main.java:13 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.unheldcycle.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.unheldcycle.fixed.Main.a // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:26)
  s1: acquire java.lang.Object@Main.java:13 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:26)
  s2: read corpus.extra.unheldcycle.fixed.Main.b // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:27)
  s3: acquire java.lang.Object@Main.java:14 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:27)
  s4: read corpus.extra.unheldcycle.fixed.Main.count // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:28)
  s6: write corpus.extra.unheldcycle.fixed.Main.count // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:28)
  s7: release java.lang.Object@Main.java:14 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:29)
  s17: release java.lang.Object@Main.java:13 // at corpus.extra.unheldcycle.fixed.Main.lambda$main$1(Main.java:30)
}

proc corpus.extra.unheldcycle.fixed.Main.main {
  s9: fork corpus.extra.unheldcycle.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:18 // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:32)
  s10: fork corpus.extra.unheldcycle.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:25 // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:33)
  s11: read corpus.extra.unheldcycle.fixed.Main.lock // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:34)
  s12: acquire java.util.concurrent.locks.ReentrantLock@Main.java:12 // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:34)
  s13: read corpus.extra.unheldcycle.fixed.Main.lock // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:35)
  s14: release java.util.concurrent.locks.ReentrantLock@Main.java:12 // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.unheldcycle.fixed.Main.<clinit> // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:18)
  main: call corpus.extra.unheldcycle.fixed.Main.main // at corpus.extra.unheldcycle.fixed.Main.main(Main.java:18)
}
