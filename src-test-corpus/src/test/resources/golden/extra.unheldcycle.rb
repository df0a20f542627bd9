main entry

proc corpus.extra.unheldcycle.Main.<clinit> {
  s2: write corpus.extra.unheldcycle.Main.lock // at corpus.extra.unheldcycle.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.unheldcycle.Main.a // at corpus.extra.unheldcycle.Main.<clinit>(Main.java:20)
  s8: write corpus.extra.unheldcycle.Main.b // at corpus.extra.unheldcycle.Main.<clinit>(Main.java:21)
}

proc corpus.extra.unheldcycle.Main.lambda$main$0 {
  s0: read corpus.extra.unheldcycle.Main.a // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:26)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:26)
  s2: read corpus.extra.unheldcycle.Main.b // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:27)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:27)
  s4: read corpus.extra.unheldcycle.Main.count // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:28)
  s6: write corpus.extra.unheldcycle.Main.count // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:28)
  s7: release java.lang.Object@Main.java:21 // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:29)
  s17: release java.lang.Object@Main.java:20 // at corpus.extra.unheldcycle.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.unheldcycle.Main.lambda$main$1 {
  s0: read corpus.extra.unheldcycle.Main.b // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:33)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:33)
  s2: read corpus.extra.unheldcycle.Main.a // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:34)
  s3: acquire java.lang.Object@Main.java:20 // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:34)
  s4: read corpus.extra.unheldcycle.Main.count // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:35)
  s6: write corpus.extra.unheldcycle.Main.count // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:35)
  s7: release java.lang.Object@Main.java:20 // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:36)
  s17: release java.lang.Object@Main.java:21 // at corpus.extra.unheldcycle.Main.lambda$main$1(Main.java:37)
}

proc corpus.extra.unheldcycle.Main.main {
  s9: fork corpus.extra.unheldcycle.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.unheldcycle.Main.main(Main.java:39)
  s10: fork corpus.extra.unheldcycle.Main.lambda$main$1 java.lang.Thread@Main.java:32 // at corpus.extra.unheldcycle.Main.main(Main.java:40)
  s11: read corpus.extra.unheldcycle.Main.lock // at corpus.extra.unheldcycle.Main.main(Main.java:41)
  s12: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.unheldcycle.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.unheldcycle.Main.<clinit> // at corpus.extra.unheldcycle.Main.main(Main.java:25)
  main: call corpus.extra.unheldcycle.Main.main // at corpus.extra.unheldcycle.Main.main(Main.java:25)
}
