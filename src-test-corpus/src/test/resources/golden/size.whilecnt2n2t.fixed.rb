main entry

proc corpus.size.whilecnt2n2t.fixed.Main.<clinit> {
  s2: write corpus.size.whilecnt2n2t.fixed.Main.ROWS // at corpus.size.whilecnt2n2t.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.size.whilecnt2n2t.fixed.Main.COLS // at corpus.size.whilecnt2n2t.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0 {
  s1: jump s3 exit                       // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:22)
  s3: jump s4 s1                         // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:24)
  s4: read corpus.size.whilecnt2n2t.fixed.Main.ROWS // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:25)
  s5: acquire java.lang.Object@Main.java:15 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:25)
  s6: read corpus.size.whilecnt2n2t.fixed.Main.COLS // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:26)
  s7: acquire java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:26)
  s8: read corpus.size.whilecnt2n2t.fixed.Main.cells // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:27)
  s10: write corpus.size.whilecnt2n2t.fixed.Main.cells // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:27)
  s11: release java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:28)
  s24: release java.lang.Object@Main.java:15 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:29)
  s24_1: goto s3                         // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1 {
  s1: jump s3 exit                       // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:37)
  s3: jump s4 s1                         // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:39)
  s4: read corpus.size.whilecnt2n2t.fixed.Main.ROWS // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:40)
  s5: acquire java.lang.Object@Main.java:15 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:40)
  s6: read corpus.size.whilecnt2n2t.fixed.Main.COLS // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:41)
  s7: acquire java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:41)
  s8: read corpus.size.whilecnt2n2t.fixed.Main.cells // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:42)
  s10: write corpus.size.whilecnt2n2t.fixed.Main.cells // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:42)
  s11: release java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:43)
  s24: release java.lang.Object@Main.java:15 // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:44)
  s24_1: goto s3                         // at corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1(Main.java:44)
}

proc corpus.size.whilecnt2n2t.fixed.Main.main {
  s9: fork corpus.size.whilecnt2n2t.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.size.whilecnt2n2t.fixed.Main.main(Main.java:50)
  s10: fork corpus.size.whilecnt2n2t.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:35 // at corpus.size.whilecnt2n2t.fixed.Main.main(Main.java:51)
}

proc entry {
  init0: call corpus.size.whilecnt2n2t.fixed.Main.<clinit> // at corpus.size.whilecnt2n2t.fixed.Main.main(Main.java:20)
  main: call corpus.size.whilecnt2n2t.fixed.Main.main // at corpus.size.whilecnt2n2t.fixed.Main.main(Main.java:20)
}
