main entry

proc corpus.extra.streamcaptures.fixed.Main.<clinit> {
  s2: write corpus.extra.streamcaptures.fixed.Main.A // at corpus.extra.streamcaptures.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.streamcaptures.fixed.Main.B // at corpus.extra.streamcaptures.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.streamcaptures.fixed.Main.lambda$main$0[corpus.extra.streamcaptures.fixed.Main.main:50#2] {
}

proc corpus.extra.streamcaptures.fixed.Main.lambda$main$1 {
  s1: call corpus.extra.streamcaptures.fixed.Main.transfer // at corpus.extra.streamcaptures.fixed.Main.lambda$main$1(Main.java:50)
}

proc corpus.extra.streamcaptures.fixed.Main.lambda$main$1#args,p0=0 {
  s1e1: call corpus.extra.streamcaptures.fixed.Main.transfer#args,p0=0 // at corpus.extra.streamcaptures.fixed.Main.lambda$main$1(Main.java:50)
}

proc corpus.extra.streamcaptures.fixed.Main.lambda$main$1#args,p0=1 {
  s1e1: call corpus.extra.streamcaptures.fixed.Main.transfer#args,p0=1 // at corpus.extra.streamcaptures.fixed.Main.lambda$main$1(Main.java:50)
}

proc corpus.extra.streamcaptures.fixed.Main.main {
  s2: call corpus.extra.streamcaptures.fixed.Main.lambda$main$0[corpus.extra.streamcaptures.fixed.Main.main:50#2] // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:50)
  s3: call corpus.extra.streamcaptures.fixed.Main.lambda$main$0[corpus.extra.streamcaptures.fixed.Main.main:50#2] // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:50)
  s6: fork corpus.extra.streamcaptures.fixed.Main.lambda$main$1#args,p0=0 java.lang.Thread@Main.java:50[corpus.extra.streamcaptures.fixed.Main.main:50#2] // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:51)
  s6_1: fork corpus.extra.streamcaptures.fixed.Main.lambda$main$1#args,p0=1 java.lang.Thread@Main.java:50[corpus.extra.streamcaptures.fixed.Main.main:50#3] // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:51)
  s12: join java.lang.Thread@Main.java:50[corpus.extra.streamcaptures.fixed.Main.main:50#2] // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:53)
  s12_1: goto s22                        // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:53)
  s14: read java.lang.System.out         // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:55)
  s15: read corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:55)
  s15_1: goto exit                       // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:55)
  s22: join java.lang.Thread@Main.java:50[corpus.extra.streamcaptures.fixed.Main.main:50#3] // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:53)
  s22_1: goto s14                        // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:53)
}

proc corpus.extra.streamcaptures.fixed.Main.pause {
}

proc corpus.extra.streamcaptures.fixed.Main.transfer {
  s1: jump s2 s20                        // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:23)
  s2: read corpus.extra.streamcaptures.fixed.Main.A // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:24)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:24)
  s4: call corpus.extra.streamcaptures.fixed.Main.pause // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:25)
  s5: read corpus.extra.streamcaptures.fixed.Main.B // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:26)
  s6: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:26)
  s7: read corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:27)
  s9: write corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:27)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:28)
  s10_1: goto s40                        // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:28)
  s20: read corpus.extra.streamcaptures.fixed.Main.B // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:31)
  s21: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:31)
  s22: call corpus.extra.streamcaptures.fixed.Main.pause // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:32)
  s23: read corpus.extra.streamcaptures.fixed.Main.A // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:33)
  s24: acquire java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:33)
  s25: read corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:34)
  s27: write corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:34)
  s28: release java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:35)
  s38: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:36)
  s38_1: goto exit                       // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:36)
  s40: release java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:29)
}

proc corpus.extra.streamcaptures.fixed.Main.transfer#args,p0=0 {
  s2: read corpus.extra.streamcaptures.fixed.Main.A // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:24)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:24)
  s4: call corpus.extra.streamcaptures.fixed.Main.pause // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:25)
  s5: read corpus.extra.streamcaptures.fixed.Main.B // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:26)
  s6: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:26)
  s7: read corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:27)
  s9: write corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:27)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:28)
  s40: release java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:29)
}

proc corpus.extra.streamcaptures.fixed.Main.transfer#args,p0=1 {
  s2: read corpus.extra.streamcaptures.fixed.Main.A // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:24)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:24)
  s4: call corpus.extra.streamcaptures.fixed.Main.pause // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:25)
  s5: read corpus.extra.streamcaptures.fixed.Main.B // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:26)
  s6: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:26)
  s7: read corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:27)
  s9: write corpus.extra.streamcaptures.fixed.Main.moved // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:27)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:28)
  s40: release java.lang.Object@Main.java:18 // at corpus.extra.streamcaptures.fixed.Main.transfer(Main.java:29)
}

proc entry {
  init0: call corpus.extra.streamcaptures.fixed.Main.<clinit> // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:49)
  main: call corpus.extra.streamcaptures.fixed.Main.main // at corpus.extra.streamcaptures.fixed.Main.main(Main.java:49)
}
