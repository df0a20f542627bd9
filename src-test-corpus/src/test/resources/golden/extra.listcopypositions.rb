main entry

proc corpus.extra.listcopypositions.Main.<clinit> {
  s2: write corpus.extra.listcopypositions.Main.FIRST // at corpus.extra.listcopypositions.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.listcopypositions.Main.SECOND // at corpus.extra.listcopypositions.Main.<clinit>(Main.java:20)
}

proc corpus.extra.listcopypositions.Main.lambda$main$0[corpus.extra.listcopypositions.Main.main:23#5] {
  s1: read corpus.extra.listcopypositions.Main.SECOND // at corpus.extra.listcopypositions.Main.lambda$main$0(Main.java:24)
  s7: read corpus.extra.listcopypositions.Main.FIRST // at corpus.extra.listcopypositions.Main.lambda$main$0(Main.java:25)
  s12: acquire java.lang.Object@Main.java:20 // at corpus.extra.listcopypositions.Main.lambda$main$0(Main.java:26)
  s15: acquire java.lang.Object@Main.java:19 // at corpus.extra.listcopypositions.Main.lambda$main$0(Main.java:27)
  s16: read java.lang.System.out         // at corpus.extra.listcopypositions.Main.lambda$main$0(Main.java:28)
  s18: release java.lang.Object@Main.java:19 // at corpus.extra.listcopypositions.Main.lambda$main$0(Main.java:29)
  s28: release java.lang.Object@Main.java:20 // at corpus.extra.listcopypositions.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.listcopypositions.Main.main {
  s5: fork corpus.extra.listcopypositions.Main.lambda$main$0[corpus.extra.listcopypositions.Main.main:23#5] java.lang.Thread@Main.java:23 // at corpus.extra.listcopypositions.Main.main(Main.java:32)
  s6: read corpus.extra.listcopypositions.Main.FIRST // at corpus.extra.listcopypositions.Main.main(Main.java:33)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.extra.listcopypositions.Main.main(Main.java:33)
  s8: read corpus.extra.listcopypositions.Main.SECOND // at corpus.extra.listcopypositions.Main.main(Main.java:34)
  s9: acquire java.lang.Object@Main.java:20 // at corpus.extra.listcopypositions.Main.main(Main.java:34)
  s10: read java.lang.System.out         // at corpus.extra.listcopypositions.Main.main(Main.java:35)
  s12: release java.lang.Object@Main.java:20 // at corpus.extra.listcopypositions.Main.main(Main.java:36)
  s22: release java.lang.Object@Main.java:19 // at corpus.extra.listcopypositions.Main.main(Main.java:37)
  s24: join java.lang.Thread@Main.java:23 // at corpus.extra.listcopypositions.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.extra.listcopypositions.Main.<clinit> // at corpus.extra.listcopypositions.Main.main(Main.java:23)
  main: call corpus.extra.listcopypositions.Main.main // at corpus.extra.listcopypositions.Main.main(Main.java:23)
}
