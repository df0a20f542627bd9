main entry

proc corpus.extra.uncaughtlock.Main.<clinit> {
  s2: write corpus.extra.uncaughtlock.Main.A // at corpus.extra.uncaughtlock.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.uncaughtlock.Main.B // at corpus.extra.uncaughtlock.Main.<clinit>(Main.java:17)
}

proc corpus.extra.uncaughtlock.Main.lambda$main$0[corpus.extra.uncaughtlock.Main.main:20#9] {
  raise: raise                           // at corpus.extra.uncaughtlock.Main.lambda$main$0(Main.java:21)
}

proc corpus.extra.uncaughtlock.Main.lambda$main$1[corpus.extra.uncaughtlock.Main.main:20#9] {
  s2: read corpus.extra.uncaughtlock.Main.B // at corpus.extra.uncaughtlock.Main.lambda$main$1(Main.java:24)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.uncaughtlock.Main.lambda$main$1(Main.java:24)
  s4: read corpus.extra.uncaughtlock.Main.A // at corpus.extra.uncaughtlock.Main.lambda$main$1(Main.java:25)
  s5: acquire java.lang.Object@Main.java:16 // at corpus.extra.uncaughtlock.Main.lambda$main$1(Main.java:25)
  s6: read java.lang.System.out          // at corpus.extra.uncaughtlock.Main.lambda$main$1(Main.java:26)
  s10: release java.lang.Object@Main.java:16 // at corpus.extra.uncaughtlock.Main.lambda$main$1(Main.java:27)
  s20: release java.lang.Object@Main.java:17 // at corpus.extra.uncaughtlock.Main.lambda$main$1(Main.java:28)
}

proc corpus.extra.uncaughtlock.Main.main {
  s7: read corpus.extra.uncaughtlock.Main.A // at corpus.extra.uncaughtlock.Main.main(Main.java:30)
  s8: acquire java.lang.Object@Main.java:16 // at corpus.extra.uncaughtlock.Main.main(Main.java:30)
  s9: fork thread:java.lang.Thread@Main.java:20 java.lang.Thread@Main.java:20 // at corpus.extra.uncaughtlock.Main.main(Main.java:31)
  s10: read corpus.extra.uncaughtlock.Main.B // at corpus.extra.uncaughtlock.Main.main(Main.java:32)
  s11: acquire java.lang.Object@Main.java:17 // at corpus.extra.uncaughtlock.Main.main(Main.java:32)
  s12: read java.lang.System.out         // at corpus.extra.uncaughtlock.Main.main(Main.java:33)
  s14: release java.lang.Object@Main.java:17 // at corpus.extra.uncaughtlock.Main.main(Main.java:34)
  s24: release java.lang.Object@Main.java:16 // at corpus.extra.uncaughtlock.Main.main(Main.java:35)
  s26: join java.lang.Thread@Main.java:20 // at corpus.extra.uncaughtlock.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.uncaughtlock.Main.<clinit> // at corpus.extra.uncaughtlock.Main.main(Main.java:20)
  main: call corpus.extra.uncaughtlock.Main.main // at corpus.extra.uncaughtlock.Main.main(Main.java:20)
}

proc thread:java.lang.Thread@Main.java:20 {
  c0: call corpus.extra.uncaughtlock.Main.lambda$main$0[corpus.extra.uncaughtlock.Main.main:20#9] else h0 // at corpus.extra.uncaughtlock.Main.main(Main.java:20)
  g0: goto exit                          // at corpus.extra.uncaughtlock.Main.main(Main.java:20)
  h0: jump t0                            // at corpus.extra.uncaughtlock.Main.main(Main.java:20)
  t0: call corpus.extra.uncaughtlock.Main.lambda$main$1[corpus.extra.uncaughtlock.Main.main:20#9] else exit // at corpus.extra.uncaughtlock.Main.main(Main.java:20)
  t1: goto exit                          // at corpus.extra.uncaughtlock.Main.main(Main.java:20)
}
