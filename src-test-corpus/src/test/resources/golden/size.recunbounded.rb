main corpus.size.recunbounded.Main.main

proc corpus.size.recunbounded.LeftWalker.<init>[corpus.size.recunbounded.LeftWalker@Main.java:19] {
  s4: write corpus.size.recunbounded.LeftWalker@Main.java:19.r // at corpus.size.recunbounded.LeftWalker.<init>(Main.java:35)
  s5: write corpus.size.recunbounded.LeftWalker@Main.java:19.depth // at corpus.size.recunbounded.LeftWalker.<init>(Main.java:36)
}

proc corpus.size.recunbounded.LeftWalker.even[corpus.size.recunbounded.LeftWalker@Main.java:19] {
  s2: jump s3 s24                        // at corpus.size.recunbounded.LeftWalker.even(Main.java:40)
  s3: read corpus.size.recunbounded.LeftWalker@Main.java:19.r // at corpus.size.recunbounded.LeftWalker.even(Main.java:41)
  s4: read corpus.size.recunbounded.Resources@Main.java:18.north // at corpus.size.recunbounded.LeftWalker.even(Main.java:41)
  s5: acquire java.lang.Object@Main.java:25[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.LeftWalker.even(Main.java:41)
  s6: read corpus.size.recunbounded.LeftWalker@Main.java:19.r // at corpus.size.recunbounded.LeftWalker.even(Main.java:42)
  s7: read corpus.size.recunbounded.Resources@Main.java:18.south // at corpus.size.recunbounded.LeftWalker.even(Main.java:42)
  s8: acquire java.lang.Object@Main.java:26[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.LeftWalker.even(Main.java:42)
  s9: read corpus.size.recunbounded.LeftWalker@Main.java:19.r // at corpus.size.recunbounded.LeftWalker.even(Main.java:43)
  s10: read corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.LeftWalker.even(Main.java:43)
  s12: write corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.LeftWalker.even(Main.java:43)
  s13: release java.lang.Object@Main.java:26[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.LeftWalker.even(Main.java:44)
  s13_1: goto s26                        // at corpus.size.recunbounded.LeftWalker.even(Main.java:44)
  s24: call corpus.size.recunbounded.LeftWalker.odd[corpus.size.recunbounded.LeftWalker@Main.java:19] // at corpus.size.recunbounded.LeftWalker.even(Main.java:47)
  s24_1: goto exit                       // at corpus.size.recunbounded.LeftWalker.even(Main.java:47)
  s26: release java.lang.Object@Main.java:25[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.LeftWalker.even(Main.java:45)
}

proc corpus.size.recunbounded.LeftWalker.odd[corpus.size.recunbounded.LeftWalker@Main.java:19] {
  s2: read corpus.size.recunbounded.LeftWalker@Main.java:19.r // at corpus.size.recunbounded.LeftWalker.odd(Main.java:52)
  s3: read corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.LeftWalker.odd(Main.java:52)
  s5: write corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.LeftWalker.odd(Main.java:52)
  s7: call corpus.size.recunbounded.LeftWalker.even[corpus.size.recunbounded.LeftWalker@Main.java:19] // at corpus.size.recunbounded.LeftWalker.odd(Main.java:53)
}

proc corpus.size.recunbounded.LeftWalker.run[corpus.size.recunbounded.LeftWalker@Main.java:19] {
  s1: read corpus.size.recunbounded.LeftWalker@Main.java:19.depth // at corpus.size.recunbounded.LeftWalker.run(Main.java:58)
  s2: call corpus.size.recunbounded.LeftWalker.even[corpus.size.recunbounded.LeftWalker@Main.java:19] // at corpus.size.recunbounded.LeftWalker.run(Main.java:58)
}

proc corpus.size.recunbounded.Main.main {
  s2: call corpus.size.recunbounded.Resources.<init>[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.Main.main(Main.java:18)
  s5: call corpus.size.recunbounded.LeftWalker.<init>[corpus.size.recunbounded.LeftWalker@Main.java:19] // at corpus.size.recunbounded.Main.main(Main.java:19)
  s6: fork corpus.size.recunbounded.LeftWalker.run[corpus.size.recunbounded.LeftWalker@Main.java:19] corpus.size.recunbounded.LeftWalker@Main.java:19 // at corpus.size.recunbounded.Main.main(Main.java:19)
  s8: call corpus.size.recunbounded.RightWalker.<init>[corpus.size.recunbounded.RightWalker@Main.java:20] // at corpus.size.recunbounded.Main.main(Main.java:20)
  s9: fork corpus.size.recunbounded.RightWalker.run[corpus.size.recunbounded.RightWalker@Main.java:20] corpus.size.recunbounded.RightWalker@Main.java:20 // at corpus.size.recunbounded.Main.main(Main.java:20)
}

proc corpus.size.recunbounded.Resources.<init>[corpus.size.recunbounded.Resources@Main.java:18] {
  s4: write corpus.size.recunbounded.Resources@Main.java:18.north // at corpus.size.recunbounded.Resources.<init>(Main.java:25)
  s7: write corpus.size.recunbounded.Resources@Main.java:18.south // at corpus.size.recunbounded.Resources.<init>(Main.java:26)
}

proc corpus.size.recunbounded.RightWalker.<init>[corpus.size.recunbounded.RightWalker@Main.java:20] {
  s4: write corpus.size.recunbounded.RightWalker@Main.java:20.r // at corpus.size.recunbounded.RightWalker.<init>(Main.java:67)
  s5: write corpus.size.recunbounded.RightWalker@Main.java:20.depth // at corpus.size.recunbounded.RightWalker.<init>(Main.java:68)
}

proc corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:20] {
  s2: jump s3 s10                        // at corpus.size.recunbounded.RightWalker.descend(Main.java:72)
  s3: read corpus.size.recunbounded.RightWalker@Main.java:20.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:73)
  s4: read corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:73)
  s6: write corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:73)
  s8: call corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:20] // at corpus.size.recunbounded.RightWalker.descend(Main.java:74)
  s8_1: goto exit                        // at corpus.size.recunbounded.RightWalker.descend(Main.java:74)
  s10: read corpus.size.recunbounded.RightWalker@Main.java:20.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:76)
  s11: read corpus.size.recunbounded.Resources@Main.java:18.south // at corpus.size.recunbounded.RightWalker.descend(Main.java:76)
  s12: acquire java.lang.Object@Main.java:26[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.RightWalker.descend(Main.java:76)
  s13: read corpus.size.recunbounded.RightWalker@Main.java:20.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s14: read corpus.size.recunbounded.Resources@Main.java:18.north // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s15: acquire java.lang.Object@Main.java:25[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s16: read corpus.size.recunbounded.RightWalker@Main.java:20.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:78)
  s17: read corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:78)
  s19: write corpus.size.recunbounded.Resources@Main.java:18.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:78)
  s20: release java.lang.Object@Main.java:25[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.RightWalker.descend(Main.java:79)
  s30: release java.lang.Object@Main.java:26[corpus.size.recunbounded.Resources@Main.java:18] // at corpus.size.recunbounded.RightWalker.descend(Main.java:80)
}

proc corpus.size.recunbounded.RightWalker.run[corpus.size.recunbounded.RightWalker@Main.java:20] {
  s1: read corpus.size.recunbounded.RightWalker@Main.java:20.depth // at corpus.size.recunbounded.RightWalker.run(Main.java:86)
  s2: call corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:20] // at corpus.size.recunbounded.RightWalker.run(Main.java:86)
}
