main entry

proc corpus.extra.uncaughtlock.fixed.Main.<clinit> {
  s2: write corpus.extra.uncaughtlock.fixed.Main.A // at corpus.extra.uncaughtlock.fixed.Main.<clinit>(Main.java:11)
  s5: write corpus.extra.uncaughtlock.fixed.Main.B // at corpus.extra.uncaughtlock.fixed.Main.<clinit>(Main.java:12)
}

proc corpus.extra.uncaughtlock.fixed.Main.lambda$main$0[corpus.extra.uncaughtlock.fixed.Main.main:15#9] {
  raise: raise                           // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$0(Main.java:16)
}

proc corpus.extra.uncaughtlock.fixed.Main.lambda$main$1[corpus.extra.uncaughtlock.fixed.Main.main:15#9] {
  s2: read corpus.extra.uncaughtlock.fixed.Main.A // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$1(Main.java:19)
  s3: acquire java.lang.Object@Main.java:11 // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$1(Main.java:19)
  s4: read corpus.extra.uncaughtlock.fixed.Main.B // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$1(Main.java:20)
  s5: acquire java.lang.Object@Main.java:12 // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$1(Main.java:20)
  s6: read java.lang.System.out          // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$1(Main.java:21)
  s10: release java.lang.Object@Main.java:12 // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$1(Main.java:22)
  s20: release java.lang.Object@Main.java:11 // at corpus.extra.uncaughtlock.fixed.Main.lambda$main$1(Main.java:23)
}

proc corpus.extra.uncaughtlock.fixed.Main.main {
  s7: read corpus.extra.uncaughtlock.fixed.Main.A // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:25)
  s8: acquire java.lang.Object@Main.java:11 // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:25)
  s9: fork thread:java.lang.Thread@Main.java:15 java.lang.Thread@Main.java:15 // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:26)
  s10: read corpus.extra.uncaughtlock.fixed.Main.B // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:27)
  s11: acquire java.lang.Object@Main.java:12 // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:27)
  s12: read java.lang.System.out         // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:28)
  s14: release java.lang.Object@Main.java:12 // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:29)
  s24: release java.lang.Object@Main.java:11 // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:30)
  s26: join java.lang.Thread@Main.java:15 // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:31)
}

proc entry {
  init0: call corpus.extra.uncaughtlock.fixed.Main.<clinit> // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:15)
  main: call corpus.extra.uncaughtlock.fixed.Main.main // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:15)
}

proc thread:java.lang.Thread@Main.java:15 {
  c0: call corpus.extra.uncaughtlock.fixed.Main.lambda$main$0[corpus.extra.uncaughtlock.fixed.Main.main:15#9] else h0 // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:15)
  g0: goto exit                          // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:15)
  h0: jump t0                            // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:15)
  t0: call corpus.extra.uncaughtlock.fixed.Main.lambda$main$1[corpus.extra.uncaughtlock.fixed.Main.main:15#9] else exit // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:15)
  t1: goto exit                          // at corpus.extra.uncaughtlock.fixed.Main.main(Main.java:15)
}
