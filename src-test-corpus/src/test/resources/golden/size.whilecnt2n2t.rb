main entry

proc corpus.size.whilecnt2n2t.Main.<clinit> {
  s2: write corpus.size.whilecnt2n2t.Main.ROWS // at corpus.size.whilecnt2n2t.Main.<clinit>(Main.java:16)
  s5: write corpus.size.whilecnt2n2t.Main.COLS // at corpus.size.whilecnt2n2t.Main.<clinit>(Main.java:17)
}

proc corpus.size.whilecnt2n2t.Main.lambda$main$0 {
  s1: jump s3 exit                       // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:23)
  s3: jump s4 s1                         // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:25)
  s4: read corpus.size.whilecnt2n2t.Main.ROWS // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:26)
  s5: acquire java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:26)
  s6: read corpus.size.whilecnt2n2t.Main.COLS // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:27)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:27)
  s8: read corpus.size.whilecnt2n2t.Main.cells // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:28)
  s10: write corpus.size.whilecnt2n2t.Main.cells // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:28)
  s11: release java.lang.Object@Main.java:17 // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:29)
  s24: release java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:30)
  s24_1: goto s3                         // at corpus.size.whilecnt2n2t.Main.lambda$main$0(Main.java:30)
}

proc corpus.size.whilecnt2n2t.Main.lambda$main$1 {
  s1: jump s3 exit                       // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:38)
  s3: jump s4 s1                         // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:40)
  s4: read corpus.size.whilecnt2n2t.Main.COLS // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:41)
  s5: acquire java.lang.Object@Main.java:17 // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:41)
  s6: read corpus.size.whilecnt2n2t.Main.ROWS // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:42)
  s7: acquire java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:42)
  s8: read corpus.size.whilecnt2n2t.Main.cells // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:43)
  s10: write corpus.size.whilecnt2n2t.Main.cells // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:43)
  s11: release java.lang.Object@Main.java:16 // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:44)
  s24: release java.lang.Object@Main.java:17 // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:45)
  s24_1: goto s3                         // at corpus.size.whilecnt2n2t.Main.lambda$main$1(Main.java:45)
}

proc corpus.size.whilecnt2n2t.Main.main {
  s9: fork corpus.size.whilecnt2n2t.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.size.whilecnt2n2t.Main.main(Main.java:51)
  s10: fork corpus.size.whilecnt2n2t.Main.lambda$main$1 java.lang.Thread@Main.java:36 // at corpus.size.whilecnt2n2t.Main.main(Main.java:52)
}

proc entry {
  init0: call corpus.size.whilecnt2n2t.Main.<clinit> // at corpus.size.whilecnt2n2t.Main.main(Main.java:21)
  main: call corpus.size.whilecnt2n2t.Main.main // at corpus.size.whilecnt2n2t.Main.main(Main.java:21)
}
