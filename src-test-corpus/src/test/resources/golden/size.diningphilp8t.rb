main corpus.size.diningphilp8t.Main.main

proc corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] {
}

proc corpus.size.diningphilp8t.Main.main {
  s2: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:18)
  s5: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:19)
  s8: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:20)
  s11: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:21)
  s14: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:22)
  s17: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:23)
  s20: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:24)
  s23: call corpus.size.diningphilp8t.Fork.<init>[corpus.size.diningphilp8t.Fork@Main.java:18] // at corpus.size.diningphilp8t.Main.main(Main.java:25)
  s26: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:26] // at corpus.size.diningphilp8t.Main.main(Main.java:26)
  s27: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:26] corpus.size.diningphilp8t.Philosopher@Main.java:26 // at corpus.size.diningphilp8t.Main.main(Main.java:26)
  s29: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:27] // at corpus.size.diningphilp8t.Main.main(Main.java:27)
  s30: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:27] corpus.size.diningphilp8t.Philosopher@Main.java:27 // at corpus.size.diningphilp8t.Main.main(Main.java:27)
  s32: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:28] // at corpus.size.diningphilp8t.Main.main(Main.java:28)
  s33: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:28] corpus.size.diningphilp8t.Philosopher@Main.java:28 // at corpus.size.diningphilp8t.Main.main(Main.java:28)
  s35: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:29] // at corpus.size.diningphilp8t.Main.main(Main.java:29)
  s36: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:29] corpus.size.diningphilp8t.Philosopher@Main.java:29 // at corpus.size.diningphilp8t.Main.main(Main.java:29)
  s38: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:30] // at corpus.size.diningphilp8t.Main.main(Main.java:30)
  s39: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:30] corpus.size.diningphilp8t.Philosopher@Main.java:30 // at corpus.size.diningphilp8t.Main.main(Main.java:30)
  s41: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:31] // at corpus.size.diningphilp8t.Main.main(Main.java:31)
  s42: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:31] corpus.size.diningphilp8t.Philosopher@Main.java:31 // at corpus.size.diningphilp8t.Main.main(Main.java:31)
  s44: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:32] // at corpus.size.diningphilp8t.Main.main(Main.java:32)
  s45: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:32] corpus.size.diningphilp8t.Philosopher@Main.java:32 // at corpus.size.diningphilp8t.Main.main(Main.java:32)
  s47: call corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:33] // at corpus.size.diningphilp8t.Main.main(Main.java:33)
  s48: fork corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:33] corpus.size.diningphilp8t.Philosopher@Main.java:33 // at corpus.size.diningphilp8t.Main.main(Main.java:33)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:26] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:27] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:28] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:29] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:30] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:31] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:32] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:32.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:32.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.<init>[corpus.size.diningphilp8t.Philosopher@Main.java:33] {
  s4: write corpus.size.diningphilp8t.Philosopher@Main.java:33.left // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:46)
  s5: write corpus.size.diningphilp8t.Philosopher@Main.java:33.right // at corpus.size.diningphilp8t.Philosopher.<init>(Main.java:47)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:26] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:27] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:27]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:28] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:28]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:29] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:29]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:30] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:30]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:31] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:24.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:24.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:31]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:32] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:32.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:32.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:32.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:25.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:25.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:32]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:33] {
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:33.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:33.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:33.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e1: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:33]#args,p0=1 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 {
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:27] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:27] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:27]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:19 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:28] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:28] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:28]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:20 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:29] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:29] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:29]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:21 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:30] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:30] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:30]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:22 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:31] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:24.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:24.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:31] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:31]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:24.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:24.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:23 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:32] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:32.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:32.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:32.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:25.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:25.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:32] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:32]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:32.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:32.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:32.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:25.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:25.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:24 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:33] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:51)
  s4: read corpus.size.diningphilp8t.Philosopher@Main.java:33.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5: acquire corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6: read corpus.size.diningphilp8t.Philosopher@Main.java:33.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7: acquire corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8: read corpus.size.diningphilp8t.Philosopher@Main.java:33.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9: read corpus.size.diningphilp8t.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11: write corpus.size.diningphilp8t.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12: release corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22: release corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:33] // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:33]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.Philosopher@Main.java:33.left // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s5e1: acquire corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:54)
  s6e1: read corpus.size.diningphilp8t.Philosopher@Main.java:33.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s7e1: acquire corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:55)
  s8e1: read corpus.size.diningphilp8t.Philosopher@Main.java:33.right // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s9e1: read corpus.size.diningphilp8t.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s11e1: write corpus.size.diningphilp8t.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:56)
  s12e1: release corpus.size.diningphilp8t.Fork@Main.java:18 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:57)
  s22e1: release corpus.size.diningphilp8t.Fork@Main.java:25 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:58)
  s25e3: call corpus.size.diningphilp8t.Philosopher.dine[corpus.size.diningphilp8t.Philosopher@Main.java:26]#args,p0=0 // at corpus.size.diningphilp8t.Philosopher.dine(Main.java:59)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:26] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:26] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:27] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:27] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:28] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:28] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:29] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:29] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:30] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:30] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:31] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:31] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:32] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:32] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}

proc corpus.size.diningphilp8t.Philosopher.run[corpus.size.diningphilp8t.Philosopher@Main.java:33] {
  s1: call corpus.size.diningphilp8t.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.Philosopher@Main.java:33] // at corpus.size.diningphilp8t.Philosopher.run(Main.java:64)
}
