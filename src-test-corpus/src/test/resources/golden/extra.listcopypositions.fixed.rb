main entry

proc corpus.extra.listcopypositions.fixed.Main.<clinit> {
  s2: write corpus.extra.listcopypositions.fixed.Main.FIRST // at corpus.extra.listcopypositions.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.listcopypositions.fixed.Main.SECOND // at corpus.extra.listcopypositions.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.listcopypositions.fixed.Main.lambda$main$0[corpus.extra.listcopypositions.fixed.Main.main:21#5] {
  s1: read corpus.extra.listcopypositions.fixed.Main.FIRST // at corpus.extra.listcopypositions.fixed.Main.lambda$main$0(Main.java:22)
  s7: read corpus.extra.listcopypositions.fixed.Main.SECOND // at corpus.extra.listcopypositions.fixed.Main.lambda$main$0(Main.java:23)
  s12: acquire java.lang.Object@Main.java:17 // at corpus.extra.listcopypositions.fixed.Main.lambda$main$0(Main.java:24)
  s15: acquire java.lang.Object@Main.java:18 // at corpus.extra.listcopypositions.fixed.Main.lambda$main$0(Main.java:25)
  s16: read java.lang.System.out         // at corpus.extra.listcopypositions.fixed.Main.lambda$main$0(Main.java:26)
  s18: release java.lang.Object@Main.java:18 // at corpus.extra.listcopypositions.fixed.Main.lambda$main$0(Main.java:27)
  s28: release java.lang.Object@Main.java:17 // at corpus.extra.listcopypositions.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.listcopypositions.fixed.Main.main {
  s5: fork corpus.extra.listcopypositions.fixed.Main.lambda$main$0[corpus.extra.listcopypositions.fixed.Main.main:21#5] java.lang.Thread@Main.java:21 // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:30)
  s6: read corpus.extra.listcopypositions.fixed.Main.FIRST // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:31)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:31)
  s8: read corpus.extra.listcopypositions.fixed.Main.SECOND // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:32)
  s9: acquire java.lang.Object@Main.java:18 // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:32)
  s10: read java.lang.System.out         // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:33)
  s12: release java.lang.Object@Main.java:18 // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:34)
  s22: release java.lang.Object@Main.java:17 // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:35)
  s24: join java.lang.Thread@Main.java:21 // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.listcopypositions.fixed.Main.<clinit> // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:21)
  main: call corpus.extra.listcopypositions.fixed.Main.main // at corpus.extra.listcopypositions.fixed.Main.main(Main.java:21)
}
