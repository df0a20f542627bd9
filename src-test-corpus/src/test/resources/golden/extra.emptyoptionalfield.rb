main entry

proc corpus.extra.emptyoptionalfield.Main.<clinit> {
  s2: write corpus.extra.emptyoptionalfield.Main.A // at corpus.extra.emptyoptionalfield.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.emptyoptionalfield.Main.B // at corpus.extra.emptyoptionalfield.Main.<clinit>(Main.java:19)
  s6: read corpus.extra.emptyoptionalfield.Main.A // at corpus.extra.emptyoptionalfield.Main.<clinit>(Main.java:20)
  s8: write corpus.extra.emptyoptionalfield.Main.TARGET // at corpus.extra.emptyoptionalfield.Main.<clinit>(Main.java:20)
}

proc corpus.extra.emptyoptionalfield.Main.lambda$main$0 {
  s0: read corpus.extra.emptyoptionalfield.Main.A // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:32)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:32)
  s2: call corpus.extra.emptyoptionalfield.Main.pause // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:33)
  s3: read corpus.extra.emptyoptionalfield.Main.B // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:34)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:34)
  s5: read java.lang.System.out          // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:35)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:36)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.emptyoptionalfield.Main.lambda$main$1[corpus.extra.emptyoptionalfield.Main.main:39#10] {
  s0: read corpus.extra.emptyoptionalfield.Main.B // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:40)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:40)
  s2: call corpus.extra.emptyoptionalfield.Main.pause // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:41)
  s3: read corpus.extra.emptyoptionalfield.Main.TARGET // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:42)
  s5: jump s5_1 s5_2                     // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:42)
  s5_2: call corpus.extra.emptyoptionalfield.Main.lambda$main$2[corpus.extra.emptyoptionalfield.Main.lambda$main$1:42#5,corpus.extra.emptyoptionalfield.Main.main:39#10] // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:42)
  s5_1: skip                             // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:42)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.emptyoptionalfield.Main.lambda$main$1(Main.java:47)
}

proc corpus.extra.emptyoptionalfield.Main.lambda$main$2[corpus.extra.emptyoptionalfield.Main.lambda$main$1:42#5,corpus.extra.emptyoptionalfield.Main.main:39#10] {
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.Main.lambda$main$2(Main.java:43)
  s3: read java.lang.System.out          // at corpus.extra.emptyoptionalfield.Main.lambda$main$2(Main.java:44)
  s5: release java.lang.Object@Main.java:18 // at corpus.extra.emptyoptionalfield.Main.lambda$main$2(Main.java:45)
}

proc corpus.extra.emptyoptionalfield.Main.main {
  s9: fork corpus.extra.emptyoptionalfield.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.emptyoptionalfield.Main.main(Main.java:49)
  s10: fork corpus.extra.emptyoptionalfield.Main.lambda$main$1[corpus.extra.emptyoptionalfield.Main.main:39#10] java.lang.Thread@Main.java:39 // at corpus.extra.emptyoptionalfield.Main.main(Main.java:50)
  s11: join java.lang.Thread@Main.java:31 // at corpus.extra.emptyoptionalfield.Main.main(Main.java:51)
  s12: join java.lang.Thread@Main.java:39 // at corpus.extra.emptyoptionalfield.Main.main(Main.java:52)
}

proc corpus.extra.emptyoptionalfield.Main.pause {
}

proc entry {
  init0: call corpus.extra.emptyoptionalfield.Main.<clinit> // at corpus.extra.emptyoptionalfield.Main.main(Main.java:31)
  main: call corpus.extra.emptyoptionalfield.Main.main // at corpus.extra.emptyoptionalfield.Main.main(Main.java:31)
}
