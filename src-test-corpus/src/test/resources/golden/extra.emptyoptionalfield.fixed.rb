main entry

proc corpus.extra.emptyoptionalfield.fixed.Main.<clinit> {
  s2: write corpus.extra.emptyoptionalfield.fixed.Main.A // at corpus.extra.emptyoptionalfield.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.emptyoptionalfield.fixed.Main.B // at corpus.extra.emptyoptionalfield.fixed.Main.<clinit>(Main.java:18)
  s7: write corpus.extra.emptyoptionalfield.fixed.Main.TARGET // at corpus.extra.emptyoptionalfield.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.emptyoptionalfield.fixed.Main.A // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:31)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:31)
  s2: call corpus.extra.emptyoptionalfield.fixed.Main.pause // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:32)
  s3: read corpus.extra.emptyoptionalfield.fixed.Main.B // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:33)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:33)
  s5: read java.lang.System.out          // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:34)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:35)
  s17: release java.lang.Object@Main.java:17 // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0(Main.java:36)
}

proc corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1[corpus.extra.emptyoptionalfield.fixed.Main.main:38#10] {
  s0: read corpus.extra.emptyoptionalfield.fixed.Main.B // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1(Main.java:39)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1(Main.java:39)
  s2: call corpus.extra.emptyoptionalfield.fixed.Main.pause // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1(Main.java:40)
  s3: read corpus.extra.emptyoptionalfield.fixed.Main.TARGET // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1(Main.java:41)
  s6: release java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1(Main.java:46)
}

proc corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$2[corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1:41#5,corpus.extra.emptyoptionalfield.fixed.Main.main:38#10] {
  s2: acquire ?java.lang.Object          // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$2(Main.java:42)
  s3: read java.lang.System.out          // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$2(Main.java:43)
  s5: release ?java.lang.Object          // at corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$2(Main.java:44)
}

proc corpus.extra.emptyoptionalfield.fixed.Main.main {
  s9: fork corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:30 // at corpus.extra.emptyoptionalfield.fixed.Main.main(Main.java:48)
  s10: fork corpus.extra.emptyoptionalfield.fixed.Main.lambda$main$1[corpus.extra.emptyoptionalfield.fixed.Main.main:38#10] java.lang.Thread@Main.java:38 // at corpus.extra.emptyoptionalfield.fixed.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:30 // at corpus.extra.emptyoptionalfield.fixed.Main.main(Main.java:50)
  s12: join java.lang.Thread@Main.java:38 // at corpus.extra.emptyoptionalfield.fixed.Main.main(Main.java:51)
}

proc corpus.extra.emptyoptionalfield.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.emptyoptionalfield.fixed.Main.<clinit> // at corpus.extra.emptyoptionalfield.fixed.Main.main(Main.java:30)
  main: call corpus.extra.emptyoptionalfield.fixed.Main.main // at corpus.extra.emptyoptionalfield.fixed.Main.main(Main.java:30)
}
