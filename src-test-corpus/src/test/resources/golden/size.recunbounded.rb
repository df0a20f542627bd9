main corpus.size.recunbounded.Main.main
var corpus.size.recunbounded.LeftWalker@Main.java:23.depth { 0 7 } = 0
var corpus.size.recunbounded.RightWalker@Main.java:24.depth { 0 9 } = 0

proc corpus.size.recunbounded.LeftWalker.<init>[corpus.size.recunbounded.LeftWalker@Main.java:23] {
  s4: write corpus.size.recunbounded.LeftWalker@Main.java:23.r // at corpus.size.recunbounded.LeftWalker.<init>(Main.java:39)
  s5: assign corpus.size.recunbounded.LeftWalker@Main.java:23.depth 7 // at corpus.size.recunbounded.LeftWalker.<init>(Main.java:40)
}

proc corpus.size.recunbounded.LeftWalker.even[corpus.size.recunbounded.LeftWalker@Main.java:23] {
  s2: jump s3 s24                        // at corpus.size.recunbounded.LeftWalker.even(Main.java:44)
  s3: read corpus.size.recunbounded.LeftWalker@Main.java:23.r // at corpus.size.recunbounded.LeftWalker.even(Main.java:45)
  s4: read corpus.size.recunbounded.Resources@Main.java:22.north // at corpus.size.recunbounded.LeftWalker.even(Main.java:45)
  s5: acquire java.lang.Object@Main.java:29[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.LeftWalker.even(Main.java:45)
  s6: read corpus.size.recunbounded.LeftWalker@Main.java:23.r // at corpus.size.recunbounded.LeftWalker.even(Main.java:46)
  s7: read corpus.size.recunbounded.Resources@Main.java:22.south // at corpus.size.recunbounded.LeftWalker.even(Main.java:46)
  s8: acquire java.lang.Object@Main.java:30[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.LeftWalker.even(Main.java:46)
  s9: read corpus.size.recunbounded.LeftWalker@Main.java:23.r // at corpus.size.recunbounded.LeftWalker.even(Main.java:47)
  s10: read corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.LeftWalker.even(Main.java:47)
  s12: write corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.LeftWalker.even(Main.java:47)
  s13: release java.lang.Object@Main.java:30[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.LeftWalker.even(Main.java:48)
  s13_1: goto s26                        // at corpus.size.recunbounded.LeftWalker.even(Main.java:48)
  s24: call corpus.size.recunbounded.LeftWalker.odd[corpus.size.recunbounded.LeftWalker@Main.java:23] // at corpus.size.recunbounded.LeftWalker.even(Main.java:51)
  s24_1: goto exit                       // at corpus.size.recunbounded.LeftWalker.even(Main.java:51)
  s26: release java.lang.Object@Main.java:29[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.LeftWalker.even(Main.java:49)
}

proc corpus.size.recunbounded.LeftWalker.even[corpus.size.recunbounded.LeftWalker@Main.java:23]#args,p0=7 {
  s24e3: call corpus.size.recunbounded.LeftWalker.odd[corpus.size.recunbounded.LeftWalker@Main.java:23] // at corpus.size.recunbounded.LeftWalker.even(Main.java:51)
}

proc corpus.size.recunbounded.LeftWalker.odd[corpus.size.recunbounded.LeftWalker@Main.java:23] {
  s2: read corpus.size.recunbounded.LeftWalker@Main.java:23.r // at corpus.size.recunbounded.LeftWalker.odd(Main.java:56)
  s3: read corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.LeftWalker.odd(Main.java:56)
  s5: write corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.LeftWalker.odd(Main.java:56)
  s7: call corpus.size.recunbounded.LeftWalker.even[corpus.size.recunbounded.LeftWalker@Main.java:23] // at corpus.size.recunbounded.LeftWalker.odd(Main.java:57)
}

proc corpus.size.recunbounded.LeftWalker.run[corpus.size.recunbounded.LeftWalker@Main.java:23] {
  s1: read corpus.size.recunbounded.LeftWalker@Main.java:23.depth // at corpus.size.recunbounded.LeftWalker.run(Main.java:62)
  s2e1: call corpus.size.recunbounded.LeftWalker.even[corpus.size.recunbounded.LeftWalker@Main.java:23]#args,p0=7 // at corpus.size.recunbounded.LeftWalker.run(Main.java:62)
}

proc corpus.size.recunbounded.Main.main {
  s2: call corpus.size.recunbounded.Resources.<init>[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.Main.main(Main.java:22)
  s5: call corpus.size.recunbounded.LeftWalker.<init>[corpus.size.recunbounded.LeftWalker@Main.java:23] // at corpus.size.recunbounded.Main.main(Main.java:23)
  s6: fork corpus.size.recunbounded.LeftWalker.run[corpus.size.recunbounded.LeftWalker@Main.java:23] corpus.size.recunbounded.LeftWalker@Main.java:23 // at corpus.size.recunbounded.Main.main(Main.java:23)
  s8: call corpus.size.recunbounded.RightWalker.<init>[corpus.size.recunbounded.RightWalker@Main.java:24] // at corpus.size.recunbounded.Main.main(Main.java:24)
  s9: fork corpus.size.recunbounded.RightWalker.run[corpus.size.recunbounded.RightWalker@Main.java:24] corpus.size.recunbounded.RightWalker@Main.java:24 // at corpus.size.recunbounded.Main.main(Main.java:24)
}

proc corpus.size.recunbounded.Resources.<init>[corpus.size.recunbounded.Resources@Main.java:22] {
  s4: write corpus.size.recunbounded.Resources@Main.java:22.north // at corpus.size.recunbounded.Resources.<init>(Main.java:29)
  s7: write corpus.size.recunbounded.Resources@Main.java:22.south // at corpus.size.recunbounded.Resources.<init>(Main.java:30)
}

proc corpus.size.recunbounded.RightWalker.<init>[corpus.size.recunbounded.RightWalker@Main.java:24] {
  s4: write corpus.size.recunbounded.RightWalker@Main.java:24.r // at corpus.size.recunbounded.RightWalker.<init>(Main.java:71)
  s5: assign corpus.size.recunbounded.RightWalker@Main.java:24.depth 9 // at corpus.size.recunbounded.RightWalker.<init>(Main.java:72)
}

proc corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:24] {
  s2: jump s3 s10                        // at corpus.size.recunbounded.RightWalker.descend(Main.java:76)
  s3: read corpus.size.recunbounded.RightWalker@Main.java:24.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s4: read corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s6: write corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s8: call corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:24] // at corpus.size.recunbounded.RightWalker.descend(Main.java:78)
  s8_1: goto exit                        // at corpus.size.recunbounded.RightWalker.descend(Main.java:78)
  s10: read corpus.size.recunbounded.RightWalker@Main.java:24.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:80)
  s11: read corpus.size.recunbounded.Resources@Main.java:22.south // at corpus.size.recunbounded.RightWalker.descend(Main.java:80)
  s12: acquire java.lang.Object@Main.java:30[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.RightWalker.descend(Main.java:80)
  s13: read corpus.size.recunbounded.RightWalker@Main.java:24.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:81)
  s14: read corpus.size.recunbounded.Resources@Main.java:22.north // at corpus.size.recunbounded.RightWalker.descend(Main.java:81)
  s15: acquire java.lang.Object@Main.java:29[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.RightWalker.descend(Main.java:81)
  s16: read corpus.size.recunbounded.RightWalker@Main.java:24.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:82)
  s17: read corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:82)
  s19: write corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:82)
  s20: release java.lang.Object@Main.java:29[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.RightWalker.descend(Main.java:83)
  s30: release java.lang.Object@Main.java:30[corpus.size.recunbounded.Resources@Main.java:22] // at corpus.size.recunbounded.RightWalker.descend(Main.java:84)
}

proc corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:24]#args,p0=9 {
  s3e1: read corpus.size.recunbounded.RightWalker@Main.java:24.r // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s4e1: read corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s6e1: write corpus.size.recunbounded.Resources@Main.java:22.steps // at corpus.size.recunbounded.RightWalker.descend(Main.java:77)
  s8e3: call corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:24] // at corpus.size.recunbounded.RightWalker.descend(Main.java:78)
}

proc corpus.size.recunbounded.RightWalker.run[corpus.size.recunbounded.RightWalker@Main.java:24] {
  s1: read corpus.size.recunbounded.RightWalker@Main.java:24.depth // at corpus.size.recunbounded.RightWalker.run(Main.java:90)
  s2e1: call corpus.size.recunbounded.RightWalker.descend[corpus.size.recunbounded.RightWalker@Main.java:24]#args,p0=9 // at corpus.size.recunbounded.RightWalker.run(Main.java:90)
}
