main entry

proc corpus.extra.emptyoptionalmix.Main.<clinit> {
  s2: write corpus.extra.emptyoptionalmix.Main.A // at corpus.extra.emptyoptionalmix.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.emptyoptionalmix.Main.B // at corpus.extra.emptyoptionalmix.Main.<clinit>(Main.java:20)
}

proc corpus.extra.emptyoptionalmix.Main.lambda$main$0 {
  s0: read corpus.extra.emptyoptionalmix.Main.B // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:33)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:33)
  s2: call corpus.extra.emptyoptionalmix.Main.pause // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:34)
  s3: read corpus.extra.emptyoptionalmix.Main.A // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:35)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:35)
  s5: read java.lang.System.out          // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:36)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:37)
  s17: release java.lang.Object@Main.java:20 // at corpus.extra.emptyoptionalmix.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.emptyoptionalmix.Main.lambda$main$1[corpus.extra.emptyoptionalmix.Main.main:41#13] {
  s1: read corpus.extra.emptyoptionalmix.Main.A // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:42)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:42)
  s3: call corpus.extra.emptyoptionalmix.Main.pause // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:43)
  s4: read corpus.extra.emptyoptionalmix.Main.B // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:44)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:44)
  s6: read java.lang.System.out          // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:45)
  s8: release java.lang.Object@Main.java:20 // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:46)
  s18: release java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalmix.Main.lambda$main$1(Main.java:47)
}

proc corpus.extra.emptyoptionalmix.Main.main {
  s11: fork corpus.extra.emptyoptionalmix.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.emptyoptionalmix.Main.main(Main.java:40)
  s13: jump s13_1 s13_2                  // at corpus.extra.emptyoptionalmix.Main.main(Main.java:41)
  s13_2: call corpus.extra.emptyoptionalmix.Main.lambda$main$1[corpus.extra.emptyoptionalmix.Main.main:41#13] // at corpus.extra.emptyoptionalmix.Main.main(Main.java:41)
  s13_1: skip                            // at corpus.extra.emptyoptionalmix.Main.main(Main.java:41)
  s14: join java.lang.Thread@Main.java:32 // at corpus.extra.emptyoptionalmix.Main.main(Main.java:49)
}

proc corpus.extra.emptyoptionalmix.Main.pause {
}

proc entry {
  init0: call corpus.extra.emptyoptionalmix.Main.<clinit> // at corpus.extra.emptyoptionalmix.Main.main(Main.java:31)
  main: call corpus.extra.emptyoptionalmix.Main.main // at corpus.extra.emptyoptionalmix.Main.main(Main.java:31)
}
