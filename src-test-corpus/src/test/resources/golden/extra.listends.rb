main entry

proc corpus.extra.listends.Main.<clinit> {
  s2: write corpus.extra.listends.Main.FIRST // at corpus.extra.listends.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.listends.Main.SECOND // at corpus.extra.listends.Main.<clinit>(Main.java:20)
  s8: write corpus.extra.listends.Main.OTHER // at corpus.extra.listends.Main.<clinit>(Main.java:21)
}

proc corpus.extra.listends.Main.lambda$main$0[corpus.extra.listends.Main.main:24#5] {
  s4: read corpus.extra.listends.Main.SECOND // at corpus.extra.listends.Main.lambda$main$0(Main.java:26)
  s7: read corpus.extra.listends.Main.OTHER // at corpus.extra.listends.Main.lambda$main$0(Main.java:27)
  s10: read corpus.extra.listends.Main.FIRST // at corpus.extra.listends.Main.lambda$main$0(Main.java:28)
  s15: acquire java.lang.Object@Main.java:20 // at corpus.extra.listends.Main.lambda$main$0(Main.java:29)
  s18: acquire java.lang.Object@Main.java:19 // at corpus.extra.listends.Main.lambda$main$0(Main.java:30)
  s19: read java.lang.System.out         // at corpus.extra.listends.Main.lambda$main$0(Main.java:31)
  s21: release java.lang.Object@Main.java:19 // at corpus.extra.listends.Main.lambda$main$0(Main.java:32)
  s31: release java.lang.Object@Main.java:20 // at corpus.extra.listends.Main.lambda$main$0(Main.java:33)
}

proc corpus.extra.listends.Main.main {
  s5: fork corpus.extra.listends.Main.lambda$main$0[corpus.extra.listends.Main.main:24#5] java.lang.Thread@Main.java:24 // at corpus.extra.listends.Main.main(Main.java:35)
  s6: read corpus.extra.listends.Main.FIRST // at corpus.extra.listends.Main.main(Main.java:36)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.extra.listends.Main.main(Main.java:36)
  s8: read corpus.extra.listends.Main.SECOND // at corpus.extra.listends.Main.main(Main.java:37)
  s9: acquire java.lang.Object@Main.java:20 // at corpus.extra.listends.Main.main(Main.java:37)
  s10: read java.lang.System.out         // at corpus.extra.listends.Main.main(Main.java:38)
  s12: release java.lang.Object@Main.java:20 // at corpus.extra.listends.Main.main(Main.java:39)
  s22: release java.lang.Object@Main.java:19 // at corpus.extra.listends.Main.main(Main.java:40)
  s24: join java.lang.Thread@Main.java:24 // at corpus.extra.listends.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.listends.Main.<clinit> // at corpus.extra.listends.Main.main(Main.java:24)
  main: call corpus.extra.listends.Main.main // at corpus.extra.listends.Main.main(Main.java:24)
}
