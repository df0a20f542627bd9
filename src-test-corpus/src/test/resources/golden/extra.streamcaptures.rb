main entry

proc corpus.extra.streamcaptures.Main.<clinit> {
  s2: write corpus.extra.streamcaptures.Main.A // at corpus.extra.streamcaptures.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.streamcaptures.Main.B // at corpus.extra.streamcaptures.Main.<clinit>(Main.java:20)
}

proc corpus.extra.streamcaptures.Main.lambda$main$0[corpus.extra.streamcaptures.Main.main:51#2] {
}

proc corpus.extra.streamcaptures.Main.lambda$main$1 {
  s1: call corpus.extra.streamcaptures.Main.transfer // at corpus.extra.streamcaptures.Main.lambda$main$1(Main.java:51)
}

proc corpus.extra.streamcaptures.Main.lambda$main$1#args,p0=0 {
  s1e1: call corpus.extra.streamcaptures.Main.transfer#args,p0=0 // at corpus.extra.streamcaptures.Main.lambda$main$1(Main.java:51)
}

proc corpus.extra.streamcaptures.Main.lambda$main$1#args,p0=1 {
  s1e1: call corpus.extra.streamcaptures.Main.transfer#args,p0=1 // at corpus.extra.streamcaptures.Main.lambda$main$1(Main.java:51)
}

proc corpus.extra.streamcaptures.Main.main {
  s2: call corpus.extra.streamcaptures.Main.lambda$main$0[corpus.extra.streamcaptures.Main.main:51#2] // at corpus.extra.streamcaptures.Main.main(Main.java:51)
  s3: call corpus.extra.streamcaptures.Main.lambda$main$0[corpus.extra.streamcaptures.Main.main:51#2] // at corpus.extra.streamcaptures.Main.main(Main.java:51)
  s6: fork corpus.extra.streamcaptures.Main.lambda$main$1#args,p0=0 java.lang.Thread@Main.java:51[corpus.extra.streamcaptures.Main.main:51#2] // at corpus.extra.streamcaptures.Main.main(Main.java:52)
  s6_1: fork corpus.extra.streamcaptures.Main.lambda$main$1#args,p0=1 java.lang.Thread@Main.java:51[corpus.extra.streamcaptures.Main.main:51#3] // at corpus.extra.streamcaptures.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:51[corpus.extra.streamcaptures.Main.main:51#2] // at corpus.extra.streamcaptures.Main.main(Main.java:54)
  s12_1: goto s22                        // at corpus.extra.streamcaptures.Main.main(Main.java:54)
  s14: read java.lang.System.out         // at corpus.extra.streamcaptures.Main.main(Main.java:56)
  s15: read corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.main(Main.java:56)
  s15_1: goto exit                       // at corpus.extra.streamcaptures.Main.main(Main.java:56)
  s22: join java.lang.Thread@Main.java:51[corpus.extra.streamcaptures.Main.main:51#3] // at corpus.extra.streamcaptures.Main.main(Main.java:54)
  s22_1: goto s14                        // at corpus.extra.streamcaptures.Main.main(Main.java:54)
}

proc corpus.extra.streamcaptures.Main.pause {
}

proc corpus.extra.streamcaptures.Main.transfer {
  s1: jump s2 s20                        // at corpus.extra.streamcaptures.Main.transfer(Main.java:24)
  s2: read corpus.extra.streamcaptures.Main.A // at corpus.extra.streamcaptures.Main.transfer(Main.java:25)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:25)
  s4: call corpus.extra.streamcaptures.Main.pause // at corpus.extra.streamcaptures.Main.transfer(Main.java:26)
  s5: read corpus.extra.streamcaptures.Main.B // at corpus.extra.streamcaptures.Main.transfer(Main.java:27)
  s6: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:27)
  s7: read corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:28)
  s9: write corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:28)
  s10: release java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:29)
  s10_1: goto s40                        // at corpus.extra.streamcaptures.Main.transfer(Main.java:29)
  s20: read corpus.extra.streamcaptures.Main.B // at corpus.extra.streamcaptures.Main.transfer(Main.java:32)
  s21: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:32)
  s22: call corpus.extra.streamcaptures.Main.pause // at corpus.extra.streamcaptures.Main.transfer(Main.java:33)
  s23: read corpus.extra.streamcaptures.Main.A // at corpus.extra.streamcaptures.Main.transfer(Main.java:34)
  s24: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:34)
  s25: read corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:35)
  s27: write corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:35)
  s28: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:36)
  s38: release java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:37)
  s38_1: goto exit                       // at corpus.extra.streamcaptures.Main.transfer(Main.java:37)
  s40: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:30)
}

proc corpus.extra.streamcaptures.Main.transfer#args,p0=0 {
  s2: read corpus.extra.streamcaptures.Main.A // at corpus.extra.streamcaptures.Main.transfer(Main.java:25)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:25)
  s4: call corpus.extra.streamcaptures.Main.pause // at corpus.extra.streamcaptures.Main.transfer(Main.java:26)
  s5: read corpus.extra.streamcaptures.Main.B // at corpus.extra.streamcaptures.Main.transfer(Main.java:27)
  s6: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:27)
  s7: read corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:28)
  s9: write corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:28)
  s10: release java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:29)
  s40: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:30)
}

proc corpus.extra.streamcaptures.Main.transfer#args,p0=1 {
  s20: read corpus.extra.streamcaptures.Main.B // at corpus.extra.streamcaptures.Main.transfer(Main.java:32)
  s21: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:32)
  s22: call corpus.extra.streamcaptures.Main.pause // at corpus.extra.streamcaptures.Main.transfer(Main.java:33)
  s23: read corpus.extra.streamcaptures.Main.A // at corpus.extra.streamcaptures.Main.transfer(Main.java:34)
  s24: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:34)
  s25: read corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:35)
  s27: write corpus.extra.streamcaptures.Main.moved // at corpus.extra.streamcaptures.Main.transfer(Main.java:35)
  s28: release java.lang.Object@Main.java:19 // at corpus.extra.streamcaptures.Main.transfer(Main.java:36)
  s38: release java.lang.Object@Main.java:20 // at corpus.extra.streamcaptures.Main.transfer(Main.java:37)
}

proc entry {
  init0: call corpus.extra.streamcaptures.Main.<clinit> // at corpus.extra.streamcaptures.Main.main(Main.java:50)
  main: call corpus.extra.streamcaptures.Main.main // at corpus.extra.streamcaptures.Main.main(Main.java:50)
}
