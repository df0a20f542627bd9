main entry

proc corpus.size.joinunderlock.Main.<clinit> {
  s2: write corpus.size.joinunderlock.Main.LOCK // at corpus.size.joinunderlock.Main.<clinit>(Main.java:12)
}

proc corpus.size.joinunderlock.Main.lambda$main$0 {
  s0: read corpus.size.joinunderlock.Main.LOCK // at corpus.size.joinunderlock.Main.lambda$main$0(Main.java:17)
  s1: acquire java.lang.Object@Main.java:12 // at corpus.size.joinunderlock.Main.lambda$main$0(Main.java:17)
  s2: read corpus.size.joinunderlock.Main.state // at corpus.size.joinunderlock.Main.lambda$main$0(Main.java:18)
  s4: write corpus.size.joinunderlock.Main.state // at corpus.size.joinunderlock.Main.lambda$main$0(Main.java:18)
  s5: release java.lang.Object@Main.java:12 // at corpus.size.joinunderlock.Main.lambda$main$0(Main.java:19)
}

proc corpus.size.joinunderlock.Main.main {
  s5: read corpus.size.joinunderlock.Main.LOCK // at corpus.size.joinunderlock.Main.main(Main.java:21)
  s6: acquire java.lang.Object@Main.java:12 // at corpus.size.joinunderlock.Main.main(Main.java:21)
  s7: fork corpus.size.joinunderlock.Main.lambda$main$0 java.lang.Thread@Main.java:16 // at corpus.size.joinunderlock.Main.main(Main.java:22)
  s8: join java.lang.Thread@Main.java:16 // at corpus.size.joinunderlock.Main.main(Main.java:23)
  s9: release java.lang.Object@Main.java:12 // at corpus.size.joinunderlock.Main.main(Main.java:24)
}

proc entry {
  init0: call corpus.size.joinunderlock.Main.<clinit> // at corpus.size.joinunderlock.Main.main(Main.java:16)
  main: call corpus.size.joinunderlock.Main.main // at corpus.size.joinunderlock.Main.main(Main.java:16)
}
