main entry

proc corpus.extra.emptyoptional.Main.<clinit> {
  s2: write corpus.extra.emptyoptional.Main.A // at corpus.extra.emptyoptional.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.emptyoptional.Main.B // at corpus.extra.emptyoptional.Main.<clinit>(Main.java:18)
}

proc corpus.extra.emptyoptional.Main.lambda$main$0[corpus.extra.emptyoptional.Main.main:29#9] {
  s0: read corpus.extra.emptyoptional.Main.A // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:30)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:30)
  s2: call corpus.extra.emptyoptional.Main.pause // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:31)
  s3: read corpus.extra.emptyoptional.Main.B // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:32)
  s6: jump s6_1 s6_2                     // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:32)
  s6_2: call corpus.extra.emptyoptional.Main.lambda$main$1[corpus.extra.emptyoptional.Main.lambda$main$0:32#6,corpus.extra.emptyoptional.Main.main:29#9] // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:32)
  s6_1: skip                             // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:32)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.emptyoptional.Main.lambda$main$1[corpus.extra.emptyoptional.Main.lambda$main$0:32#6,corpus.extra.emptyoptional.Main.main:29#9] {
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.emptyoptional.Main.lambda$main$1(Main.java:33)
  s3: read java.lang.System.out          // at corpus.extra.emptyoptional.Main.lambda$main$1(Main.java:34)
  s5: release java.lang.Object@Main.java:18 // at corpus.extra.emptyoptional.Main.lambda$main$1(Main.java:35)
}

proc corpus.extra.emptyoptional.Main.lambda$main$2[corpus.extra.emptyoptional.Main.main:39#10] {
  s0: read corpus.extra.emptyoptional.Main.B // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:40)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:40)
  s2: call corpus.extra.emptyoptional.Main.pause // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:41)
  s3: read corpus.extra.emptyoptional.Main.A // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:42)
  s6: jump s6_1 s6_2                     // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:42)
  s6_2: call corpus.extra.emptyoptional.Main.lambda$main$3[corpus.extra.emptyoptional.Main.lambda$main$2:42#6,corpus.extra.emptyoptional.Main.main:39#10] // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:42)
  s6_1: skip                             // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:42)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.emptyoptional.Main.lambda$main$2(Main.java:47)
}

proc corpus.extra.emptyoptional.Main.lambda$main$3[corpus.extra.emptyoptional.Main.lambda$main$2:42#6,corpus.extra.emptyoptional.Main.main:39#10] {
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.Main.lambda$main$3(Main.java:43)
  s3: read java.lang.System.out          // at corpus.extra.emptyoptional.Main.lambda$main$3(Main.java:44)
  s5: release java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.Main.lambda$main$3(Main.java:45)
}

proc corpus.extra.emptyoptional.Main.main {
  s9: fork corpus.extra.emptyoptional.Main.lambda$main$0[corpus.extra.emptyoptional.Main.main:29#9] java.lang.Thread@Main.java:29 // at corpus.extra.emptyoptional.Main.main(Main.java:49)
  s10: fork corpus.extra.emptyoptional.Main.lambda$main$2[corpus.extra.emptyoptional.Main.main:39#10] java.lang.Thread@Main.java:39 // at corpus.extra.emptyoptional.Main.main(Main.java:50)
  s11: join java.lang.Thread@Main.java:29 // at corpus.extra.emptyoptional.Main.main(Main.java:51)
  s12: join java.lang.Thread@Main.java:39 // at corpus.extra.emptyoptional.Main.main(Main.java:52)
}

proc corpus.extra.emptyoptional.Main.pause {
}

proc entry {
  init0: call corpus.extra.emptyoptional.Main.<clinit> // at corpus.extra.emptyoptional.Main.main(Main.java:29)
  main: call corpus.extra.emptyoptional.Main.main // at corpus.extra.emptyoptional.Main.main(Main.java:29)
}
