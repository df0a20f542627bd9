main entry

proc corpus.extra.unsafeflag.fixed.Main.<clinit> {
  s0: call corpus.extra.unsafeflag.fixed.Main.unsafe[corpus.extra.unsafeflag.fixed.Main.<clinit>:21#0] // at corpus.extra.unsafeflag.fixed.Main.<clinit>(Main.java:21)
  s1: write corpus.extra.unsafeflag.fixed.Main.U // at corpus.extra.unsafeflag.fixed.Main.<clinit>(Main.java:21)
  s2: call corpus.extra.unsafeflag.fixed.Main.offset[corpus.extra.unsafeflag.fixed.Main.<clinit>:22#2] // at corpus.extra.unsafeflag.fixed.Main.<clinit>(Main.java:22)
  s3: write corpus.extra.unsafeflag.fixed.Main.FLAG // at corpus.extra.unsafeflag.fixed.Main.<clinit>(Main.java:22)
  s6: write corpus.extra.unsafeflag.fixed.Main.A // at corpus.extra.unsafeflag.fixed.Main.<clinit>(Main.java:23)
  s9: write corpus.extra.unsafeflag.fixed.Main.B // at corpus.extra.unsafeflag.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.unsafeflag.fixed.Main.<init>[corpus.extra.unsafeflag.fixed.Main@Main.java:47] {
}

proc corpus.extra.unsafeflag.fixed.Main.lambda$main$0[corpus.extra.unsafeflag.fixed.Main.main:48#8] {
  s1: read corpus.extra.unsafeflag.fixed.Main.A // at corpus.extra.unsafeflag.fixed.Main.lambda$main$0(Main.java:49)
  s2: acquire java.lang.Object@Main.java:23 // at corpus.extra.unsafeflag.fixed.Main.lambda$main$0(Main.java:49)
  s3: read corpus.extra.unsafeflag.fixed.Main.B // at corpus.extra.unsafeflag.fixed.Main.lambda$main$0(Main.java:50)
  s4: acquire java.lang.Object@Main.java:24 // at corpus.extra.unsafeflag.fixed.Main.lambda$main$0(Main.java:50)
  s6: release java.lang.Object@Main.java:24 // at corpus.extra.unsafeflag.fixed.Main.lambda$main$0(Main.java:52)
  s16: release java.lang.Object@Main.java:23 // at corpus.extra.unsafeflag.fixed.Main.lambda$main$0(Main.java:53)
}

proc corpus.extra.unsafeflag.fixed.Main.main {
  s2: call corpus.extra.unsafeflag.fixed.Main.<init>[corpus.extra.unsafeflag.fixed.Main@Main.java:47] // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:47)
  s8: fork corpus.extra.unsafeflag.fixed.Main.lambda$main$0[corpus.extra.unsafeflag.fixed.Main.main:48#8] java.lang.Thread@Main.java:48 // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:55)
  s9: read corpus.extra.unsafeflag.fixed.Main.U // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:56)
  s10: read corpus.extra.unsafeflag.fixed.Main.FLAG // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:56)
  s12: read corpus.extra.unsafeflag.fixed.Main@Main.java:47.flag // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:57)
  s13: jump s14 s29                      // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:57)
  s14: read corpus.extra.unsafeflag.fixed.Main.A // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:58)
  s15: acquire java.lang.Object@Main.java:23 // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:58)
  s16: read corpus.extra.unsafeflag.fixed.Main.B // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:59)
  s17: acquire java.lang.Object@Main.java:24 // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:59)
  s19: release java.lang.Object@Main.java:24 // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:61)
  s19_1: goto s31                        // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:61)
  s29: join java.lang.Thread@Main.java:48 // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:64)
  s29_1: goto exit                       // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:64)
  s31: release java.lang.Object@Main.java:23 // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:62)
  s31_1: goto s29                        // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:62)
}

proc corpus.extra.unsafeflag.fixed.Main.offset[corpus.extra.unsafeflag.fixed.Main.<clinit>:22#2] {
  s1: read corpus.extra.unsafeflag.fixed.Main.U // at corpus.extra.unsafeflag.fixed.Main.offset(Main.java:40)
  s3: jump exit raise                    // at corpus.extra.unsafeflag.fixed.Main.offset(Main.java:40)
  raise: raise                           // at corpus.extra.unsafeflag.fixed.Main.offset(Main.java:40)
}

proc corpus.extra.unsafeflag.fixed.Main.unsafe[corpus.extra.unsafeflag.fixed.Main.<clinit>:21#0] {
  s1: jump s3 raise                      // at corpus.extra.unsafeflag.fixed.Main.unsafe(Main.java:30)
  s3: jump exit raise                    // at corpus.extra.unsafeflag.fixed.Main.unsafe(Main.java:32)
  raise: raise                           // at corpus.extra.unsafeflag.fixed.Main.unsafe(Main.java:30)
}

proc entry {
  init0: call corpus.extra.unsafeflag.fixed.Main.<clinit> // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:47)
  main: call corpus.extra.unsafeflag.fixed.Main.main // at corpus.extra.unsafeflag.fixed.Main.main(Main.java:47)
}
