main entry

proc corpus.extra.futuretaskdone.Main$1.<init>[corpus.extra.futuretaskdone.Main$1@Main.java:23] {
}

proc corpus.extra.futuretaskdone.Main$1.done[corpus.extra.futuretaskdone.Main$1@Main.java:23] {
  s1: read corpus.extra.futuretaskdone.Main.CACHE // at corpus.extra.futuretaskdone.Main$1.done(Main.java:26)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.futuretaskdone.Main$1.done(Main.java:26)
  s3: read corpus.extra.futuretaskdone.Main.STATS // at corpus.extra.futuretaskdone.Main$1.done(Main.java:27)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.futuretaskdone.Main$1.done(Main.java:27)
  s5: read java.lang.System.out          // at corpus.extra.futuretaskdone.Main$1.done(Main.java:28)
  s7: release java.lang.Object@Main.java:20 // at corpus.extra.futuretaskdone.Main$1.done(Main.java:29)
  s17: release java.lang.Object@Main.java:19 // at corpus.extra.futuretaskdone.Main$1.done(Main.java:30)
}

proc corpus.extra.futuretaskdone.Main.<clinit> {
  s2: write corpus.extra.futuretaskdone.Main.CACHE // at corpus.extra.futuretaskdone.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.futuretaskdone.Main.STATS // at corpus.extra.futuretaskdone.Main.<clinit>(Main.java:20)
}

proc corpus.extra.futuretaskdone.Main.lambda$main$0 {
}

proc corpus.extra.futuretaskdone.Main.main {
  s4: call corpus.extra.futuretaskdone.Main$1.<init>[corpus.extra.futuretaskdone.Main$1@Main.java:23] // at corpus.extra.futuretaskdone.Main.main(Main.java:23)
  s10: fork thread:java.lang.Thread@Main.java:33 java.lang.Thread@Main.java:33 // at corpus.extra.futuretaskdone.Main.main(Main.java:34)
  s11: read corpus.extra.futuretaskdone.Main.STATS // at corpus.extra.futuretaskdone.Main.main(Main.java:35)
  s12: acquire java.lang.Object@Main.java:20 // at corpus.extra.futuretaskdone.Main.main(Main.java:35)
  s13: read corpus.extra.futuretaskdone.Main.CACHE // at corpus.extra.futuretaskdone.Main.main(Main.java:36)
  s14: acquire java.lang.Object@Main.java:19 // at corpus.extra.futuretaskdone.Main.main(Main.java:36)
  s15: read java.lang.System.out         // at corpus.extra.futuretaskdone.Main.main(Main.java:37)
  s17: release java.lang.Object@Main.java:19 // at corpus.extra.futuretaskdone.Main.main(Main.java:38)
  s27: release java.lang.Object@Main.java:20 // at corpus.extra.futuretaskdone.Main.main(Main.java:39)
  s29: join java.lang.Thread@Main.java:33 // at corpus.extra.futuretaskdone.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.futuretaskdone.Main.<clinit> // at corpus.extra.futuretaskdone.Main.main(Main.java:23)
  main: call corpus.extra.futuretaskdone.Main.main // at corpus.extra.futuretaskdone.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:33 {
  c0: call corpus.extra.futuretaskdone.Main.lambda$main$0 // at corpus.extra.futuretaskdone.Main.main(Main.java:33)
  t0: call corpus.extra.futuretaskdone.Main$1.done[corpus.extra.futuretaskdone.Main$1@Main.java:23] // at corpus.extra.futuretaskdone.Main.main(Main.java:33)
}
