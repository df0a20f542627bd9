main entry

proc corpus.extra.entrycomponents.fixed.Main.<clinit> {
  s2: write corpus.extra.entrycomponents.fixed.Main.FIRST // at corpus.extra.entrycomponents.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.entrycomponents.fixed.Main.SECOND // at corpus.extra.entrycomponents.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.entrycomponents.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.entrycomponents.fixed.Main.FIRST // at corpus.extra.entrycomponents.fixed.Main.lambda$main$0(Main.java:21)
  s1: read corpus.extra.entrycomponents.fixed.Main.SECOND // at corpus.extra.entrycomponents.fixed.Main.lambda$main$0(Main.java:21)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.entrycomponents.fixed.Main.lambda$main$0(Main.java:22)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.fixed.Main.lambda$main$0(Main.java:23)
  s7: read java.lang.System.out          // at corpus.extra.entrycomponents.fixed.Main.lambda$main$0(Main.java:24)
  s9: release java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.fixed.Main.lambda$main$0(Main.java:25)
  s19: release java.lang.Object@Main.java:16 // at corpus.extra.entrycomponents.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.entrycomponents.fixed.Main.main {
  s5: fork corpus.extra.entrycomponents.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:28)
  s6: read corpus.extra.entrycomponents.fixed.Main.FIRST // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:29)
  s7: acquire java.lang.Object@Main.java:16 // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:29)
  s8: read corpus.extra.entrycomponents.fixed.Main.SECOND // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:30)
  s9: acquire java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:30)
  s10: read java.lang.System.out         // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:31)
  s12: release java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:32)
  s22: release java.lang.Object@Main.java:16 // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:33)
  s24: join java.lang.Thread@Main.java:20 // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:34)
}

proc entry {
  init0: call corpus.extra.entrycomponents.fixed.Main.<clinit> // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:20)
  main: call corpus.extra.entrycomponents.fixed.Main.main // at corpus.extra.entrycomponents.fixed.Main.main(Main.java:20)
}
