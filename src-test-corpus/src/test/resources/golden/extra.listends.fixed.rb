main entry

proc corpus.extra.listends.fixed.Main.<clinit> {
  s2: write corpus.extra.listends.fixed.Main.FIRST // at corpus.extra.listends.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.listends.fixed.Main.SECOND // at corpus.extra.listends.fixed.Main.<clinit>(Main.java:18)
  s8: write corpus.extra.listends.fixed.Main.OTHER // at corpus.extra.listends.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.listends.fixed.Main.lambda$main$0[corpus.extra.listends.fixed.Main.main:22#5] {
  s4: read corpus.extra.listends.fixed.Main.FIRST // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:24)
  s7: read corpus.extra.listends.fixed.Main.OTHER // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:25)
  s10: read corpus.extra.listends.fixed.Main.SECOND // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:26)
  s15: acquire java.lang.Object@Main.java:17 // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:27)
  s18: acquire java.lang.Object@Main.java:18 // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:28)
  s19: read java.lang.System.out         // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:29)
  s21: release java.lang.Object@Main.java:18 // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:30)
  s31: release java.lang.Object@Main.java:17 // at corpus.extra.listends.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.listends.fixed.Main.main {
  s5: fork corpus.extra.listends.fixed.Main.lambda$main$0[corpus.extra.listends.fixed.Main.main:22#5] java.lang.Thread@Main.java:22 // at corpus.extra.listends.fixed.Main.main(Main.java:33)
  s6: read corpus.extra.listends.fixed.Main.FIRST // at corpus.extra.listends.fixed.Main.main(Main.java:34)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.extra.listends.fixed.Main.main(Main.java:34)
  s8: read corpus.extra.listends.fixed.Main.SECOND // at corpus.extra.listends.fixed.Main.main(Main.java:35)
  s9: acquire java.lang.Object@Main.java:18 // at corpus.extra.listends.fixed.Main.main(Main.java:35)
  s10: read java.lang.System.out         // at corpus.extra.listends.fixed.Main.main(Main.java:36)
  s12: release java.lang.Object@Main.java:18 // at corpus.extra.listends.fixed.Main.main(Main.java:37)
  s22: release java.lang.Object@Main.java:17 // at corpus.extra.listends.fixed.Main.main(Main.java:38)
  s24: join java.lang.Thread@Main.java:22 // at corpus.extra.listends.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.listends.fixed.Main.<clinit> // at corpus.extra.listends.fixed.Main.main(Main.java:22)
  main: call corpus.extra.listends.fixed.Main.main // at corpus.extra.listends.fixed.Main.main(Main.java:22)
}
