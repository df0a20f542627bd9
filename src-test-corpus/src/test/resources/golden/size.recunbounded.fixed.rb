main corpus.size.recunbounded.fixed.Main.main

proc corpus.size.recunbounded.fixed.LeftWalker.<init>[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] {
  s4: write corpus.size.recunbounded.fixed.LeftWalker@Main.java:18.r // at corpus.size.recunbounded.fixed.LeftWalker.<init>(Main.java:34)
  s5: write corpus.size.recunbounded.fixed.LeftWalker@Main.java:18.depth // at corpus.size.recunbounded.fixed.LeftWalker.<init>(Main.java:35)
}

proc corpus.size.recunbounded.fixed.LeftWalker.even[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] {
  s2: jump s3 s24                        // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:39)
  s3: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:18.r // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:40)
  s4: read corpus.size.recunbounded.fixed.Resources@Main.java:17.north // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:40)
  s5: acquire java.lang.Object@Main.java:24[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:40)
  s6: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:18.r // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:41)
  s7: read corpus.size.recunbounded.fixed.Resources@Main.java:17.south // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:41)
  s8: acquire java.lang.Object@Main.java:25[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:41)
  s9: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:18.r // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:42)
  s10: read corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:42)
  s12: write corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:42)
  s13: release java.lang.Object@Main.java:25[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:43)
  s13_1: goto s26                        // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:43)
  s24: call corpus.size.recunbounded.fixed.LeftWalker.odd[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:46)
  s24_1: goto exit                       // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:46)
  s26: release java.lang.Object@Main.java:24[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:44)
}

proc corpus.size.recunbounded.fixed.LeftWalker.odd[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] {
  s2: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:18.r // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:51)
  s3: read corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:51)
  s5: write corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:51)
  s7: call corpus.size.recunbounded.fixed.LeftWalker.even[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:52)
}

proc corpus.size.recunbounded.fixed.LeftWalker.run[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] {
  s1: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:18.depth // at corpus.size.recunbounded.fixed.LeftWalker.run(Main.java:57)
  s2: call corpus.size.recunbounded.fixed.LeftWalker.even[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] // at corpus.size.recunbounded.fixed.LeftWalker.run(Main.java:57)
}

proc corpus.size.recunbounded.fixed.Main.main {
  s2: call corpus.size.recunbounded.fixed.Resources.<init>[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.Main.main(Main.java:17)
  s5: call corpus.size.recunbounded.fixed.LeftWalker.<init>[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] // at corpus.size.recunbounded.fixed.Main.main(Main.java:18)
  s6: fork corpus.size.recunbounded.fixed.LeftWalker.run[corpus.size.recunbounded.fixed.LeftWalker@Main.java:18] corpus.size.recunbounded.fixed.LeftWalker@Main.java:18 // at corpus.size.recunbounded.fixed.Main.main(Main.java:18)
  s8: call corpus.size.recunbounded.fixed.RightWalker.<init>[corpus.size.recunbounded.fixed.RightWalker@Main.java:19] // at corpus.size.recunbounded.fixed.Main.main(Main.java:19)
  s9: fork corpus.size.recunbounded.fixed.RightWalker.run[corpus.size.recunbounded.fixed.RightWalker@Main.java:19] corpus.size.recunbounded.fixed.RightWalker@Main.java:19 // at corpus.size.recunbounded.fixed.Main.main(Main.java:19)
}

proc corpus.size.recunbounded.fixed.Resources.<init>[corpus.size.recunbounded.fixed.Resources@Main.java:17] {
  s4: write corpus.size.recunbounded.fixed.Resources@Main.java:17.north // at corpus.size.recunbounded.fixed.Resources.<init>(Main.java:24)
  s7: write corpus.size.recunbounded.fixed.Resources@Main.java:17.south // at corpus.size.recunbounded.fixed.Resources.<init>(Main.java:25)
}

proc corpus.size.recunbounded.fixed.RightWalker.<init>[corpus.size.recunbounded.fixed.RightWalker@Main.java:19] {
  s4: write corpus.size.recunbounded.fixed.RightWalker@Main.java:19.r // at corpus.size.recunbounded.fixed.RightWalker.<init>(Main.java:66)
  s5: write corpus.size.recunbounded.fixed.RightWalker@Main.java:19.depth // at corpus.size.recunbounded.fixed.RightWalker.<init>(Main.java:67)
}

proc corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:19] {
  s2: jump s3 s10                        // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:71)
  s3: read corpus.size.recunbounded.fixed.RightWalker@Main.java:19.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:72)
  s4: read corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:72)
  s6: write corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:72)
  s8: call corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:19] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:73)
  s8_1: goto exit                        // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:73)
  s10: read corpus.size.recunbounded.fixed.RightWalker@Main.java:19.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:75)
  s11: read corpus.size.recunbounded.fixed.Resources@Main.java:17.north // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:75)
  s12: acquire java.lang.Object@Main.java:24[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:75)
  s13: read corpus.size.recunbounded.fixed.RightWalker@Main.java:19.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s14: read corpus.size.recunbounded.fixed.Resources@Main.java:17.south // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s15: acquire java.lang.Object@Main.java:25[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s16: read corpus.size.recunbounded.fixed.RightWalker@Main.java:19.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:77)
  s17: read corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:77)
  s19: write corpus.size.recunbounded.fixed.Resources@Main.java:17.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:77)
  s20: release java.lang.Object@Main.java:25[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:78)
  s30: release java.lang.Object@Main.java:24[corpus.size.recunbounded.fixed.Resources@Main.java:17] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:79)
}

proc corpus.size.recunbounded.fixed.RightWalker.run[corpus.size.recunbounded.fixed.RightWalker@Main.java:19] {
  s1: read corpus.size.recunbounded.fixed.RightWalker@Main.java:19.depth // at corpus.size.recunbounded.fixed.RightWalker.run(Main.java:85)
  s2: call corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:19] // at corpus.size.recunbounded.fixed.RightWalker.run(Main.java:85)
}
