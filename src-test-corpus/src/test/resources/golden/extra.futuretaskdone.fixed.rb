main entry

proc corpus.extra.futuretaskdone.fixed.Main$1.<init>[corpus.extra.futuretaskdone.fixed.Main$1@Main.java:20] {
}

proc corpus.extra.futuretaskdone.fixed.Main$1.done[corpus.extra.futuretaskdone.fixed.Main$1@Main.java:20] {
  s1: read corpus.extra.futuretaskdone.fixed.Main.CACHE // at corpus.extra.futuretaskdone.fixed.Main$1.done(Main.java:23)
  s2: acquire java.lang.Object@Main.java:16 // at corpus.extra.futuretaskdone.fixed.Main$1.done(Main.java:23)
  s3: read corpus.extra.futuretaskdone.fixed.Main.STATS // at corpus.extra.futuretaskdone.fixed.Main$1.done(Main.java:24)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.extra.futuretaskdone.fixed.Main$1.done(Main.java:24)
  s5: read java.lang.System.out          // at corpus.extra.futuretaskdone.fixed.Main$1.done(Main.java:25)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.futuretaskdone.fixed.Main$1.done(Main.java:26)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.futuretaskdone.fixed.Main$1.done(Main.java:27)
}

proc corpus.extra.futuretaskdone.fixed.Main.<clinit> {
  s2: write corpus.extra.futuretaskdone.fixed.Main.CACHE // at corpus.extra.futuretaskdone.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.futuretaskdone.fixed.Main.STATS // at corpus.extra.futuretaskdone.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.futuretaskdone.fixed.Main.lambda$main$0 {
}

proc corpus.extra.futuretaskdone.fixed.Main.main {
  s4: call corpus.extra.futuretaskdone.fixed.Main$1.<init>[corpus.extra.futuretaskdone.fixed.Main$1@Main.java:20] // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:20)
  s10: fork thread:java.lang.Thread@Main.java:30 java.lang.Thread@Main.java:30 // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:31)
  s11: read corpus.extra.futuretaskdone.fixed.Main.CACHE // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:32)
  s12: acquire java.lang.Object@Main.java:16 // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:32)
  s13: read corpus.extra.futuretaskdone.fixed.Main.STATS // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:33)
  s14: acquire java.lang.Object@Main.java:17 // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:33)
  s15: read java.lang.System.out         // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:34)
  s17: release java.lang.Object@Main.java:17 // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:35)
  s27: release java.lang.Object@Main.java:16 // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:36)
  s29: join java.lang.Thread@Main.java:30 // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.futuretaskdone.fixed.Main.<clinit> // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:20)
  main: call corpus.extra.futuretaskdone.fixed.Main.main // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:20)
}

proc thread:java.lang.Thread@Main.java:30 {
  c0: call corpus.extra.futuretaskdone.fixed.Main.lambda$main$0 // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:30)
  t0: call corpus.extra.futuretaskdone.fixed.Main$1.done[corpus.extra.futuretaskdone.fixed.Main$1@Main.java:20] // at corpus.extra.futuretaskdone.fixed.Main.main(Main.java:30)
}
