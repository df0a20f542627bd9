main entry

proc corpus.extra.entrycomponents.Main.<clinit> {
  s2: write corpus.extra.entrycomponents.Main.FIRST // at corpus.extra.entrycomponents.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.entrycomponents.Main.SECOND // at corpus.extra.entrycomponents.Main.<clinit>(Main.java:18)
}

proc corpus.extra.entrycomponents.Main.lambda$main$0 {
  s0: read corpus.extra.entrycomponents.Main.SECOND // at corpus.extra.entrycomponents.Main.lambda$main$0(Main.java:22)
  s1: read corpus.extra.entrycomponents.Main.FIRST // at corpus.extra.entrycomponents.Main.lambda$main$0(Main.java:22)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.entrycomponents.Main.lambda$main$0(Main.java:23)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.Main.lambda$main$0(Main.java:24)
  s7: read java.lang.System.out          // at corpus.extra.entrycomponents.Main.lambda$main$0(Main.java:25)
  s9: release java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.Main.lambda$main$0(Main.java:26)
  s19: release java.lang.Object@Main.java:18 // at corpus.extra.entrycomponents.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.entrycomponents.Main.main {
  s5: fork corpus.extra.entrycomponents.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.extra.entrycomponents.Main.main(Main.java:29)
  s6: read corpus.extra.entrycomponents.Main.FIRST // at corpus.extra.entrycomponents.Main.main(Main.java:30)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.Main.main(Main.java:30)
  s8: read corpus.extra.entrycomponents.Main.SECOND // at corpus.extra.entrycomponents.Main.main(Main.java:31)
  s9: acquire java.lang.Object@Main.java:18 // at corpus.extra.entrycomponents.Main.main(Main.java:31)
  s10: read java.lang.System.out         // at corpus.extra.entrycomponents.Main.main(Main.java:32)
  s12: release java.lang.Object@Main.java:18 // at corpus.extra.entrycomponents.Main.main(Main.java:33)
  s22: release java.lang.Object@Main.java:17 // at corpus.extra.entrycomponents.Main.main(Main.java:34)
  s24: join java.lang.Thread@Main.java:21 // at corpus.extra.entrycomponents.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.entrycomponents.Main.<clinit> // at corpus.extra.entrycomponents.Main.main(Main.java:21)
  main: call corpus.extra.entrycomponents.Main.main // at corpus.extra.entrycomponents.Main.main(Main.java:21)
}
