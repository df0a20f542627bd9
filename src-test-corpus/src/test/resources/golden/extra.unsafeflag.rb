main entry

proc corpus.extra.unsafeflag.Main.<clinit> {
  s0: call corpus.extra.unsafeflag.Main.unsafe[corpus.extra.unsafeflag.Main.<clinit>:25#0] // at corpus.extra.unsafeflag.Main.<clinit>(Main.java:25)
  s1: write corpus.extra.unsafeflag.Main.U // at corpus.extra.unsafeflag.Main.<clinit>(Main.java:25)
  s2: call corpus.extra.unsafeflag.Main.offset[corpus.extra.unsafeflag.Main.<clinit>:26#2] // at corpus.extra.unsafeflag.Main.<clinit>(Main.java:26)
  s3: write corpus.extra.unsafeflag.Main.FLAG // at corpus.extra.unsafeflag.Main.<clinit>(Main.java:26)
  s6: write corpus.extra.unsafeflag.Main.A // at corpus.extra.unsafeflag.Main.<clinit>(Main.java:27)
  s9: write corpus.extra.unsafeflag.Main.B // at corpus.extra.unsafeflag.Main.<clinit>(Main.java:28)
}

proc corpus.extra.unsafeflag.Main.<init>[corpus.extra.unsafeflag.Main@Main.java:51] {
}

proc corpus.extra.unsafeflag.Main.lambda$main$0[corpus.extra.unsafeflag.Main.main:52#8] {
  s1: read corpus.extra.unsafeflag.Main.B // at corpus.extra.unsafeflag.Main.lambda$main$0(Main.java:53)
  s2: acquire java.lang.Object@Main.java:28 // at corpus.extra.unsafeflag.Main.lambda$main$0(Main.java:53)
  s3: read corpus.extra.unsafeflag.Main.A // at corpus.extra.unsafeflag.Main.lambda$main$0(Main.java:54)
  s4: acquire java.lang.Object@Main.java:27 // at corpus.extra.unsafeflag.Main.lambda$main$0(Main.java:54)
  s6: release java.lang.Object@Main.java:27 // at corpus.extra.unsafeflag.Main.lambda$main$0(Main.java:56)
  s16: release java.lang.Object@Main.java:28 // at corpus.extra.unsafeflag.Main.lambda$main$0(Main.java:57)
}

proc corpus.extra.unsafeflag.Main.main {
  s2: call corpus.extra.unsafeflag.Main.<init>[corpus.extra.unsafeflag.Main@Main.java:51] // at corpus.extra.unsafeflag.Main.main(Main.java:51)
  s8: fork corpus.extra.unsafeflag.Main.lambda$main$0[corpus.extra.unsafeflag.Main.main:52#8] java.lang.Thread@Main.java:52 // at corpus.extra.unsafeflag.Main.main(Main.java:59)
  s9: read corpus.extra.unsafeflag.Main.U // at corpus.extra.unsafeflag.Main.main(Main.java:60)
  s10: read corpus.extra.unsafeflag.Main.FLAG // at corpus.extra.unsafeflag.Main.main(Main.java:60)
  s12: read corpus.extra.unsafeflag.Main@Main.java:51.flag // at corpus.extra.unsafeflag.Main.main(Main.java:61)
  s13: jump s14 s29                      // at corpus.extra.unsafeflag.Main.main(Main.java:61)
  s14: read corpus.extra.unsafeflag.Main.A // at corpus.extra.unsafeflag.Main.main(Main.java:62)
  s15: acquire java.lang.Object@Main.java:27 // at corpus.extra.unsafeflag.Main.main(Main.java:62)
  s16: read corpus.extra.unsafeflag.Main.B // at corpus.extra.unsafeflag.Main.main(Main.java:63)
  s17: acquire java.lang.Object@Main.java:28 // at corpus.extra.unsafeflag.Main.main(Main.java:63)
  s19: release java.lang.Object@Main.java:28 // at corpus.extra.unsafeflag.Main.main(Main.java:65)
  s19_1: goto s31                        // at corpus.extra.unsafeflag.Main.main(Main.java:65)
  s29: join java.lang.Thread@Main.java:52 // at corpus.extra.unsafeflag.Main.main(Main.java:68)
  s29_1: goto exit                       // at corpus.extra.unsafeflag.Main.main(Main.java:68)
  s31: release java.lang.Object@Main.java:27 // at corpus.extra.unsafeflag.Main.main(Main.java:66)
  s31_1: goto s29                        // at corpus.extra.unsafeflag.Main.main(Main.java:66)
}

proc corpus.extra.unsafeflag.Main.offset[corpus.extra.unsafeflag.Main.<clinit>:26#2] {
  s1: read corpus.extra.unsafeflag.Main.U // at corpus.extra.unsafeflag.Main.offset(Main.java:44)
  s3: jump exit raise                    // at corpus.extra.unsafeflag.Main.offset(Main.java:44)
  raise: raise                           // at corpus.extra.unsafeflag.Main.offset(Main.java:44)
}

proc corpus.extra.unsafeflag.Main.unsafe[corpus.extra.unsafeflag.Main.<clinit>:25#0] {
  s1: jump s3 raise                      // at corpus.extra.unsafeflag.Main.unsafe(Main.java:34)
  s3: jump exit raise                    // at corpus.extra.unsafeflag.Main.unsafe(Main.java:36)
  raise: raise                           // at corpus.extra.unsafeflag.Main.unsafe(Main.java:34)
}

proc entry {
  init0: call corpus.extra.unsafeflag.Main.<clinit> // at corpus.extra.unsafeflag.Main.main(Main.java:51)
  main: call corpus.extra.unsafeflag.Main.main // at corpus.extra.unsafeflag.Main.main(Main.java:51)
}
