main entry

proc corpus.extra.emptyoptionalmix.fixed.Main.<clinit> {
  s2: write corpus.extra.emptyoptionalmix.fixed.Main.A // at corpus.extra.emptyoptionalmix.fixed.Main.<clinit>(Main.java:13)
  s5: write corpus.extra.emptyoptionalmix.fixed.Main.B // at corpus.extra.emptyoptionalmix.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.emptyoptionalmix.fixed.Main.B // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:27)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:27)
  s2: call corpus.extra.emptyoptionalmix.fixed.Main.pause // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:28)
  s3: read corpus.extra.emptyoptionalmix.fixed.Main.A // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:29)
  s4: acquire java.lang.Object@Main.java:13 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:29)
  s5: read java.lang.System.out          // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:30)
  s7: release java.lang.Object@Main.java:13 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:31)
  s17: release java.lang.Object@Main.java:14 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1[corpus.extra.emptyoptionalmix.fixed.Main.main:35#13] {
  s1: read corpus.extra.emptyoptionalmix.fixed.Main.B // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:36)
  s2: acquire java.lang.Object@Main.java:14 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:36)
  s3: call corpus.extra.emptyoptionalmix.fixed.Main.pause // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:37)
  s4: read corpus.extra.emptyoptionalmix.fixed.Main.A // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:38)
  s5: acquire java.lang.Object@Main.java:13 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:38)
  s6: read java.lang.System.out          // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:39)
  s8: release java.lang.Object@Main.java:13 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:40)
  s18: release java.lang.Object@Main.java:14 // at corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1(Main.java:41)
}

proc corpus.extra.emptyoptionalmix.fixed.Main.main {
  s11: fork corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:26 // at corpus.extra.emptyoptionalmix.fixed.Main.main(Main.java:34)
  s13: jump s13_1 s13_2                  // at corpus.extra.emptyoptionalmix.fixed.Main.main(Main.java:35)
  s13_2: call corpus.extra.emptyoptionalmix.fixed.Main.lambda$main$1[corpus.extra.emptyoptionalmix.fixed.Main.main:35#13] // at corpus.extra.emptyoptionalmix.fixed.Main.main(Main.java:35)
  s13_1: skip                            // at corpus.extra.emptyoptionalmix.fixed.Main.main(Main.java:35)
  s14: join java.lang.Thread@Main.java:26 // at corpus.extra.emptyoptionalmix.fixed.Main.main(Main.java:43)
}

proc corpus.extra.emptyoptionalmix.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.emptyoptionalmix.fixed.Main.<clinit> // at corpus.extra.emptyoptionalmix.fixed.Main.main(Main.java:25)
  main: call corpus.extra.emptyoptionalmix.fixed.Main.main // at corpus.extra.emptyoptionalmix.fixed.Main.main(Main.java:25)
}
